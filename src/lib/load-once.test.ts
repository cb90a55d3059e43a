import { expect, test, vi } from 'vitest';
import { loadOnce } from './load-once';

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
