/**
 * Calls `callback` in a task just after the next frame is painted (a frame callback runs just
 * before that frame's paint; the task it queues runs after), for work that need not hold up the
 * frame showing what was just rendered. Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
