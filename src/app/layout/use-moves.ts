import { useEffect, useMemo, useRef } from 'react';
import { type Navigation, useNavigation } from 'react-router';
import { moveUnderWay, whenNoMoves } from '@/boot/moves-under-way';

/**
 * The router's navigation state as code outside a render reads it: `moving()` while a move is
 * asked for or loading, `whenStill()` once neither is.
 */
export function useMoves(): { moving: () => boolean; whenStill: () => Promise<void> } {
  const { state } = useNavigation();
  const current = useRef<Navigation['state']>(state);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    current.current = state;
    if (state !== 'idle') return;
    const done = waiting.current;
    waiting.current = [];
    for (const resolve of done) resolve();
  }, [state]);
  return useMemo(
    () => ({
      moving: () => moveUnderWay() || current.current !== 'idle',
      whenStill: async () => {
        for (;;) {
          await whenNoMoves();
          if (current.current === 'idle') return;
          await new Promise<void>((resolve) => waiting.current.push(resolve));
        }
      },
    }),
    [],
  );
}
