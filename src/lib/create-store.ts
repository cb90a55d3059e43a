/**
 * The one mechanism for the shop's client state (docs/decisions/0013-one-state-store.md): a
 * module-level value, changed synchronously by pure functions (a double click sees the first
 * click's change) and read with useSyncExternalStore. The prerendered HTML and hydration see
 * `initial`. A persisted store reads storage after hydration, when it is first subscribed to or
 * changed; changes made before then are replayed on top of what it read. Storage, the validation of
 * what is read back and the sync with other tabs (the `storage` event) live here. When the
 * validator's code cannot be downloaded (offline) the store says so (`loadFailed`) and reads again
 * on `retryLoad` or once the browser is back online, instead of loading for ever.
 */
import { useSyncExternalStore } from 'react';
import { reloadWhenFailedAgain } from './load-once';
import { type StorageArea, readRaw, removeKey, subscribeToKey, writeRaw } from './storage';

export interface StoredEntry {
  key: string;
  area: StorageArea;
}

/** The stored text of an entry (null: nothing stored). */
export type ReadStored = (key: string, area: StorageArea) => string | null;

/** What the stored texts mean, and the entries found unusable (removed when the store loads). */
export interface ReadBack<S> {
  state: S;
  garbage: readonly StoredEntry[];
  /** The state differs from what is stored (an older format brought up to date): written back. */
  rewrite?: boolean;
}

export interface Persistence<S> {
  /** The keys written (in localStorage, sessionStorage or both); other tabs' changes are followed. */
  keys: readonly string[];
  /** Whether anything is stored, checked without the validator. Default: any key in either area. */
  isStored?: () => boolean;
  /** The entries a state is stored as, written in this order; a null text removes the entry. */
  write: (state: S) => readonly (StoredEntry & { text: string | null })[];
  /** Imports the validator on demand (zod stays off the first visit's critical path). */
  validator: () => Promise<(read: ReadStored) => ReadBack<S> | Promise<ReadBack<S>>>;
  /**
   * What another tab's change means. Either way a valid change replaces this tab's state.
   * 'repair': a removal or garbage is overwritten with this tab's state (the cart: only a tab
   * repairing garbage removes a key). 'follow': a removal is read back, garbage is ignored.
   */
  otherTabs: 'repair' | 'follow';
}

export interface Store<S> {
  get(): S;
  /** What the prerendered HTML and hydration see. */
  getServerSnapshot(): S;
  subscribe(listener: () => void): () => void;
  /** Applies a pure change now; a persisted store writes the result once it has read storage. */
  update(change: (state: S) => S): void;
  /** True once stored state has been read (at once for a store kept in memory only). */
  isLoaded(): boolean;
  /** True while stored state could not be read: its validator's code did not download (offline). */
  loadFailed(): boolean;
  /** Reads stored state again after `loadFailed` (also done by itself when back online). */
  retryLoad(): void;
  /** Back to `initial`, not yet read (tests; a store kept in memory also on leaving the account). */
  reset(): void;
}

const stores = new Set<{ reset(): void }>();

/** Resets every store (tests start from a fresh shop). */
export function resetStores(): void {
  for (const store of stores) store.reset();
}

const anyStored = (keys: readonly string[]) => () =>
  keys.some((key) => readRaw(key, 'local') !== null || readRaw(key, 'session') !== null);

export function createStore<S>(initial: S, persist?: Persistence<S>): Store<S> {
  let state = initial;
  let loaded = !persist;
  let started = false;
  let failed = false;
  /** The stored state's code loads on demand: a second failure online reloads the page. */
  const readFailed = reloadWhenFailedAgain();
  /** Changes made before storage was read, replayed on top of it. */
  let pending: ((state: S) => S)[] = [];
  /** Bumped by reset: a read begun before it is dropped. */
  let run = 0;
  let stopSync = () => {};
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (next: S) => {
    if (next === state) return;
    state = next;
    emit();
  };
  const save = () => {
    for (const { key, area, text } of persist?.write(state) ?? []) {
      if (text === null) removeKey(key, area);
      else writeRaw(key, text, area);
    }
  };

  async function fromOtherTab(p: Persistence<S>, key: string, raw: string | null, mine: number) {
    if (!loaded) return; // The read under way sees the change.
    if (raw === null && p.otherTabs === 'repair') return save();
    const read = await p.validator();
    const theirs = await read((k, area) => (k === key && area === 'local' ? raw : readRaw(k, area)));
    if (mine !== run) return;
    if (p.otherTabs === 'repair' && theirs.garbage.length > 0) save();
    else if (!theirs.garbage.some((entry) => entry.key === key && entry.area === 'local')) set(theirs.state);
  }

  function readStored(p: Persistence<S>, mine: number) {
    const stored: Promise<ReadBack<S>> = (p.isStored ?? anyStored(p.keys))()
      ? p.validator().then((read) => read(readRaw))
      : Promise.resolve({ state: initial, garbage: [] });
    stored.then(
      (back) => {
        if (mine !== run) return;
        for (const { key, area } of back.garbage) removeKey(key, area);
        const replayed = pending.length > 0;
        state = pending.reduce((next, change) => change(next), back.state);
        pending = [];
        loaded = true;
        emit();
        if (replayed || back.rewrite) save();
      },
      () => {
        if (mine !== run) return;
        failed = true;
        readFailed();
        emit();
        addEventListener('online', store.retryLoad, { once: true });
      },
    );
  }

  function start(p: Persistence<S>) {
    started = true;
    const mine = run;
    const offs = p.keys.map((key) => subscribeToKey(key, (raw) => void fromOtherTab(p, key, raw, mine)));
    stopSync = () => offs.forEach((off) => off());
    readStored(p, mine);
  }
  const ensureStarted = () => {
    if (!started && persist && typeof window !== 'undefined') start(persist);
  };

  const store: Store<S> = {
    get: () => state,
    getServerSnapshot: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      ensureStarted();
      return () => listeners.delete(listener);
    },
    update(change) {
      ensureStarted();
      if (!loaded) pending.push(change);
      const next = change(state);
      if (next === state) return;
      set(next);
      if (loaded) save();
    },
    isLoaded: () => loaded,
    loadFailed: () => failed,
    retryLoad() {
      // Also the `online` listener: a no-op once a retry is under way or the store has loaded.
      if (!failed || !persist) return;
      failed = false;
      emit();
      readStored(persist, run);
    },
    reset() {
      run += 1;
      stopSync();
      started = false;
      failed = false;
      loaded = !persist;
      pending = [];
      set(initial);
    },
  };
  stores.add(store);
  return store;
}

/** A store's state; the prerender and hydration render its initial state. */
export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}

const notYet = () => false;

/** False until the store has read storage after hydration. */
export function useStoreLoaded(store: Store<unknown>): boolean {
  return useSyncExternalStore(store.subscribe, store.isLoaded, notYet);
}
