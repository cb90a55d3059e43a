import type * as React from 'react';
import { useRef } from 'react';

/** A sideways swipe at least this long, and twice as wide as it is tall, turns the image. */
const SWIPE_PX = 40;

/**
 * Pointer handlers that call `onSwipe(1)` for a swipe to the left (the next image) and `onSwipe(-1)`
 * for one to the right. Touch and pen only: a mouse drags images, it does not swipe. The element's
 * `touch-action: pan-y` leaves vertical scrolling to the browser and sideways moves to this.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void): React.HTMLAttributes<HTMLElement> {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event) => {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
