import { act, renderHook } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { useSyncExternalStore } from 'react';
import { createStore, type Persistence, type ReadStored, type Store, useStoreLoaded } from './create-store';

const key = 'test-list';

/** A store of a list kept under `key`, whose validator downloads when `online()` says so. */
function listStore(online: () => boolean) {
  let asked = 0;
  const persist: Persistence<string[]> = {
    keys: [key],
    write: (state) => [{ key, area: 'local', text: JSON.stringify(state) }],
    validator: () => {
      asked += 1;
      if (!online()) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve((read: ReadStored) => ({
        state: JSON.parse(read(key, 'local') ?? '[]') as string[],
        garbage: [],
      }));
    },
    otherTabs: 'follow',
  };
  return { store: createStore<string[]>([], persist), asked: () => asked };
}

beforeEach(() => localStorage.clear());

const useLoadFailed = (store: Store<unknown>) =>
  useSyncExternalStore(store.subscribe, store.loadFailed, () => false);

test("a store whose validator's code cannot download says so, never loading for ever; Try Again reads it", async () => {
  localStorage.setItem(key, '["stored"]');
  let online = false;
  const { store, asked } = listStore(() => online);
  const { result } = renderHook(() => ({ loaded: useStoreLoaded(store), failed: useLoadFailed(store) }));
  await vi.waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.loaded).toBe(false);

  // A change made meanwhile is kept and replayed on top of what is read.
  act(() => store.update((list) => [...list, 'added offline']));
  // Still offline: asked again, failed again.
  act(() => store.retryLoad());
  expect(result.current.failed).toBe(false);
  await vi.waitFor(() => expect(result.current.failed).toBe(true));
  expect(asked()).toBe(2);

  online = true;
  act(() => store.retryLoad());
  await vi.waitFor(() => expect(result.current.loaded).toBe(true));
  expect(result.current.failed).toBe(false);
  expect(store.get()).toEqual(['stored', 'added offline']);
  expect(localStorage.getItem(key)).toBe('["stored","added offline"]');
  store.reset();
});

test('it reads again by itself once the browser is back online, once', async () => {
  localStorage.setItem(key, '["stored"]');
  let online = false;
  const { store, asked } = listStore(() => online);
  const off = store.subscribe(() => {});
  await vi.waitFor(() => expect(store.loadFailed()).toBe(true));
  online = true;
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(store.isLoaded()).toBe(true));
  expect(store.get()).toEqual(['stored']);
  window.dispatchEvent(new Event('online'));
  expect(asked()).toBe(2);
  off();
  store.reset();
});

test('nothing stored: the validator is never asked for, so nothing can fail', async () => {
  const { store, asked } = listStore(() => false);
  const off = store.subscribe(() => {});
  await vi.waitFor(() => expect(store.isLoaded()).toBe(true));
  expect(store.loadFailed()).toBe(false);
  expect(asked()).toBe(0);
  off();
  store.reset();
});
