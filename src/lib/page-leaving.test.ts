// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { loadOnce } from './load-once';
import { heldWhileLeaving, pageIsBeingLeft } from './page-leaving';

/** Settles within the current macrotask or says it is still pending. */
const state = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 0)),
  ]);

afterEach(() => {
  // The page stays: whatever a test held goes on, and the next test starts in use.
  window.dispatchEvent(new Event('pageshow'));
});

test('a failure of a page in use fails at once', async () => {
  expect(pageIsBeingLeft()).toBe(false);
  await expect(heldWhileLeaving(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
});

test('a failure while the page is being left is held, and nothing settles', async () => {
  window.dispatchEvent(new Event('beforeunload'));
  expect(pageIsBeingLeft()).toBe(true);
  const load = heldWhileLeaving(Promise.reject(new Error('aborted')));
  expect(await state(load)).toBe('pending');
  await expect(heldWhileLeaving(Promise.resolve('module'))).resolves.toBe('module');
});

test.each([
  ['pointerdown', () => window.dispatchEvent(new Event('pointerdown'))],
  ['keydown', () => window.dispatchEvent(new Event('keydown'))],
  ['pageshow', () => window.dispatchEvent(new Event('pageshow'))],
])('if the page stays (%s), the held failure goes on as it was', async (_, stay) => {
  window.dispatchEvent(new Event('pagehide'));
  const load = heldWhileLeaving(Promise.reject(new Error('aborted')));
  expect(await state(load)).toBe('pending');
  stay();
  expect(pageIsBeingLeft()).toBe(false);
  await expect(load).rejects.toThrow('aborted');
});

test('an on-demand part that fails while the page is left neither fails nor is forgotten until it stays', async () => {
  let calls = 0;
  const loader = loadOnce(() => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('aborted')) : Promise.resolve('part');
  });
  window.dispatchEvent(new Event('beforeunload'));
  const first = loader();
  expect(await state(first)).toBe('pending');
  // Asked again meanwhile: the same load, not a second request.
  expect(loader()).toBe(first);
  window.dispatchEvent(new Event('keydown'));
  await expect(first).rejects.toThrow('aborted');
  await expect(loader()).resolves.toBe('part');
  expect(calls).toBe(2);
});
