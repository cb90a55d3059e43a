import type * as React from 'react';
import { useAfterFirstFrame } from '@/lib/use-after-first-frame';

/** A screen's height kept for what follows the first frame, so the footer never shows and moves. */
export function RoomForLater() {
  return <div className="min-h-screen" />;
}

/**
 * `children` on a page's first render, except on a page reached by a link: there they follow just
 * after its first frame (lib/use-after-first-frame.ts), their room kept meanwhile.
 */
export function AfterFirstFrame({ children }: { children: React.ReactNode }) {
  return useAfterFirstFrame() ? children : <RoomForLater />;
}
