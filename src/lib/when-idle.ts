/**
 * Resolves when the browser is next idle (at the latest after `timeout` ms), or after a short
 * pause where it cannot tell (no requestIdleCallback): for work the shopper did not ask for.
 */
export function whenIdle(timeout = 3000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
}
