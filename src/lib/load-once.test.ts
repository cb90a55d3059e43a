import { afterEach, expect, test, vi } from 'vitest';
import { loadOnce } from './load-once';

afterEach(() => vi.unstubAllGlobals());

test('loads once and shares the result', async () => {
  const load = vi.fn(() => Promise.resolve('module'));
  const loader = loadOnce(load);
  expect(loader.loaded()).toBeNull();
  await expect(Promise.all([loader(), loader()])).resolves.toEqual(['module', 'module']);
  expect(loader.loaded()).toBe('module');
  await loader();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is forgotten: the next call tries again', async () => {
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline'));
  load.mockResolvedValue('module');
  const loader = loadOnce(load);
  await expect(loader()).rejects.toThrow('offline');
  expect(loader.loaded()).toBeNull();
  await expect(loader()).resolves.toBe('module');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a failure back online after one offline reloads the page: the browser may keep the first', async () => {
  const reload = vi.fn();
  vi.stubGlobal('location', { reload });
  vi.stubGlobal('navigator', { onLine: true });
  const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('Failed to fetch module'));
  const loader = loadOnce(load);
  // Failures with the browser online (a host that failed a request) are left to the next try.
  await expect(loader()).rejects.toThrow('Failed to fetch module');
  await expect(loader()).rejects.toThrow('Failed to fetch module');
  expect(reload).not.toHaveBeenCalled();
  vi.stubGlobal('navigator', { onLine: false });
  await expect(loader()).rejects.toThrow('Failed to fetch module');
  await expect(loader()).rejects.toThrow('Failed to fetch module');
  expect(reload).not.toHaveBeenCalled();
  vi.stubGlobal('navigator', { onLine: true });
  await expect(loader()).rejects.toThrow('Failed to fetch module');
  expect(reload).toHaveBeenCalledOnce();
});
