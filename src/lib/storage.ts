/**
 * Safe access to Web Storage. Every call survives a missing, disabled or full storage (private mode,
 * QuotaExceededError, SecurityError): reads then give null and writes are dropped, so the shop keeps
 * working in memory. Values are parsed by the caller's validator; bad data is removed.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readRaw(key: string, kind: StorageArea = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; returns false when storage refused it (the caller keeps its in-memory state). */
export function writeRaw(key: string, value: string, kind: StorageArea = 'local'): boolean {
  try {
    const target = area(kind);
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Storage is unavailable: nothing to remove.
  }
}

export function writeJson(key: string, value: unknown, kind: StorageArea = 'local'): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeRaw(key, text, kind);
}

/**
 * Reads `key` and hands the raw text to `parse`. When `parse` reports the data invalid, the key is
 * removed so the next start is clean.
 */
export function readValidated<T>(
  key: string,
  parse: (raw: string | null) => { value: T; valid: boolean },
  kind: StorageArea = 'local',
): T {
  const raw = readRaw(key, kind);
  const { value, valid } = parse(raw);
  if (raw !== null && !valid) removeKey(key, kind);
  return value;
}

/** Calls `onChange` when another tab changes `key` in localStorage (the `storage` event). */
export function subscribeToKey(key: string, onChange: (raw: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) {
      try {
        onChange(event.key === null ? null : event.newValue);
      } catch {
        // A bad value from another tab must never break this one.
      }
    }
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
