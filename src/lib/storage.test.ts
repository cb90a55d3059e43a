import { afterEach, expect, test, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';
import { readRaw, readValidated, removeKey, writeJson, writeRaw } from './storage';

afterEach(() => vi.unstubAllGlobals());

test('without a window every call is a harmless no-op', () => {
  expect(readRaw('cart')).toBeNull();
  expect(writeRaw('cart', '[]')).toBe(false);
  expect(() => removeKey('cart')).not.toThrow();
});

test('a write that throws (quota) reports false instead of crashing', () => {
  const quota = memoryStorage({
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  });
  vi.stubGlobal('window', { localStorage: quota, sessionStorage: quota });
  expect(writeRaw('cart', '[]')).toBe(false);
  expect(writeJson('cart', [1])).toBe(false);
});

test('storage that throws on access (disabled) reads as null', () => {
  vi.stubGlobal('window', {
    get localStorage(): Storage {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  expect(readRaw('user')).toBeNull();
  expect(writeRaw('user', 'x')).toBe(false);
});

test('readValidated removes a key whose data is invalid and keeps a valid one', () => {
  const local = memoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage() });
  local.setItem('bad', '{oops');
  local.setItem('good', '[1]');
  const parse = (raw: string | null) => {
    try {
      const v: unknown = raw === null ? [] : JSON.parse(raw);
      return Array.isArray(v) ? { value: v, valid: true } : { value: [], valid: false };
    } catch {
      return { value: [], valid: false };
    }
  };
  expect(readValidated('bad', parse)).toEqual([]);
  expect(local.getItem('bad')).toBeNull();
  expect(readValidated('good', parse)).toEqual([1]);
  expect(local.getItem('good')).toBe('[1]');
});

test('writeJson refuses values that cannot be serialised', () => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  expect(writeJson('x', cyclic)).toBe(false);
  expect(writeJson('x', { a: 1 })).toBe(true);
});
