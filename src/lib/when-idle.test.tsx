import { afterEach, beforeEach, expect, test, vi } from 'vitest';

// Fresh module state each time: the quiet is counted from the module's first call.
async function freshWhenQuiet() {
  vi.resetModules();
  return (await import('./when-idle')).whenQuiet;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

function watch(promise: Promise<void>): { done: boolean } {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

test('the quiet is counted from the first call (the page hydrating), not from the page load', async () => {
  vi.advanceTimersByTime(5000); // a page that took 5 s to hydrate
  const whenQuiet = await freshWhenQuiet();
  const quiet = watch(whenQuiet({ quiet: 1500 }));
  await vi.advanceTimersByTimeAsync(1400);
  expect(quiet.done).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(quiet.done).toBe(true);
});

test('a key, a press or a scroll starts the quiet again', async () => {
  const whenQuiet = await freshWhenQuiet();
  const quiet = watch(whenQuiet({ quiet: 1500 }));
  await vi.advanceTimersByTimeAsync(1000);
  window.dispatchEvent(new KeyboardEvent('keydown'));
  await vi.advanceTimersByTimeAsync(1400);
  expect(quiet.done).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(quiet.done).toBe(true);
});

test('never before the page is `sinceLoad` old', async () => {
  const whenQuiet = await freshWhenQuiet();
  const quiet = watch(whenQuiet({ sinceLoad: 8000, quiet: 2000 }));
  await vi.advanceTimersByTimeAsync(7900);
  expect(quiet.done).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(quiet.done).toBe(true);
});
