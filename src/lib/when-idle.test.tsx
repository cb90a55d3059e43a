import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { deferred } from '@/testing/deferred';

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

test.each([
  { input: 'a key', event: new KeyboardEvent('keydown'), options: {} },
  {
    input: 'a press, where scrolls do not count,',
    event: new Event('pointerdown'),
    options: { countScrolls: false },
  },
])('$input starts the quiet again', async ({ event, options }) => {
  const whenQuiet = await freshWhenQuiet();
  const quiet = watch(whenQuiet({ quiet: 1500, ...options }));
  await vi.advanceTimersByTimeAsync(1000);
  window.dispatchEvent(event);
  await vi.advanceTimersByTimeAsync(1400);
  expect(quiet.done).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(quiet.done).toBe(true);
});

test('a scroll starts the quiet again too, unless the caller says scrolls do not count', async () => {
  const whenQuiet = await freshWhenQuiet();
  const counted = watch(whenQuiet({ quiet: 1500 }));
  const uncounted = watch(whenQuiet({ quiet: 1500, countScrolls: false }));
  await vi.advanceTimersByTimeAsync(1000);
  window.dispatchEvent(new Event('scroll'));
  await vi.advanceTimersByTimeAsync(600);
  expect(uncounted.done).toBe(true);
  expect(counted.done).toBe(false);
  await vi.advanceTimersByTimeAsync(1000);
  expect(counted.done).toBe(true);
});

test('never before the page is `sinceLoad` old', async () => {
  const whenQuiet = await freshWhenQuiet();
  const quiet = watch(whenQuiet({ sinceLoad: 8000, quiet: 2000 }));
  await vi.advanceTimersByTimeAsync(7900);
  expect(quiet.done).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(quiet.done).toBe(true);
});

test("the page's own fetches hold background work until every one has settled, a failure too", async () => {
  vi.resetModules();
  const { pageWork, whenPageWorkDone } = await import('./when-idle');
  await expect(whenPageWorkDone()).resolves.toBeUndefined();
  const list = deferred<string>();
  const variants = deferred<string>();
  expect(pageWork(list.promise)).toBe(list.promise);
  pageWork(variants.promise).catch(() => undefined);
  const done = watch(whenPageWorkDone());
  list.resolve('answer');
  await vi.advanceTimersByTimeAsync(0);
  expect(done.done).toBe(false);
  variants.reject(new Error('offline'));
  await vi.advanceTimersByTimeAsync(0);
  expect(done.done).toBe(true);
});

test("the quiet also waits for the page's own fetches", async () => {
  vi.resetModules();
  const { pageWork, whenQuiet } = await import('./when-idle');
  const answer = deferred();
  pageWork(answer.promise);
  const quiet = watch(whenQuiet({ quiet: 500 }));
  await vi.advanceTimersByTimeAsync(2000);
  expect(quiet.done).toBe(false);
  answer.resolve();
  await vi.advanceTimersByTimeAsync(100);
  expect(quiet.done).toBe(true);
});
