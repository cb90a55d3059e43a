import { afterEach, expect, test, vi } from 'vitest';
import { restoreScrollPosition, scrollPositionsKey } from './scroll-restoration';

/** Runs the exact inline script the prerendered page carries. */
function runInlineScript() {
  new Function(`(${restoreScrollPosition.toString()})(${JSON.stringify(scrollPositionsKey)})`)();
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

test('a new history entry gets a key and storage is never read', () => {
  const getItem = vi.spyOn(Storage.prototype, 'getItem');
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  runInlineScript();
  const state = window.history.state as { key: string };
  expect(state.key).toMatch(/^[0-9a-v]+$/);
  expect(getItem).not.toHaveBeenCalled();
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a known entry (reload, back, forward) scrolls to its stored position before the first paint', () => {
  window.history.replaceState({ key: 'abc', idx: 3 }, '');
  sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ abc: 1234, other: 5 }));
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  runInlineScript();
  expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1234);
  expect(window.history.state).toEqual({ key: 'abc', idx: 3 });
});

test('a known entry without a stored position stays at the top', () => {
  window.history.replaceState({ key: 'abc' }, '');
  sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ other: 5, abc: 'far' }));
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  runInlineScript();
  expect(scrollTo).not.toHaveBeenCalled();
});

test('garbage stored under the key is removed; a broken storage changes nothing and never throws', () => {
  window.history.replaceState({ key: 'abc' }, '');
  sessionStorage.setItem(scrollPositionsKey, '{oops');
  runInlineScript();
  expect(sessionStorage.getItem(scrollPositionsKey)).toBeNull();
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(runInlineScript).not.toThrow();
});
