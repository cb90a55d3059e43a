// @vitest-environment jsdom
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

/** A loader whose import always fails, with the browser online and `location.reload` watched. */
function failingOnline() {
  const reload = vi.fn();
  vi.stubGlobal('location', { reload });
  vi.stubGlobal('navigator', { onLine: true });
  const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('Failed to fetch module'));
  const loader = loadOnce(load);
  const fails = () => expect(loader()).rejects.toThrow('Failed to fetch module');
  return { reload, fails };
}

test('a failure back online after one offline reloads the page: the browser may keep the first', async () => {
  const { reload, fails } = failingOnline();
  // Failures with the browser online and nothing since that asks for a retry are left to the next try.
  await fails();
  await fails();
  expect(reload).not.toHaveBeenCalled();
  vi.stubGlobal('navigator', { onLine: false });
  await fails();
  await fails();
  expect(reload).not.toHaveBeenCalled();
  vi.stubGlobal('navigator', { onLine: true });
  await fails();
  expect(reload).toHaveBeenCalledOnce();
});

test('a failure online after the browser came back online (or a press) since the last failure reloads the page', async () => {
  const { reload, fails } = failingOnline();
  await fails();
  await fails();
  expect(reload).not.toHaveBeenCalled();
  dispatchEvent(new Event('online'));
  await fails();
  expect(reload).toHaveBeenCalledOnce();
  dispatchEvent(new Event('pointerdown'));
  await fails();
  expect(reload).toHaveBeenCalledTimes(2);
});
