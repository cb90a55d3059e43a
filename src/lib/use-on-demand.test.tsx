import { act, renderHook } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { loadOnce } from './load-once';
import { useOnDemand } from './use-on-demand';

/** A loader whose every load waits to be answered or failed by the test. */
function controlledLoader() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { loader: loadOnce(load), load, last: () => pending[pending.length - 1]! };
}

test('nothing is loaded until wanted; then the value comes once it is in', async () => {
  const { loader, load, last } = controlledLoader();
  const { result, rerender } = renderHook(({ wanted }) => useOnDemand(loader, wanted), {
    initialProps: { wanted: false },
  });
  expect(load).not.toHaveBeenCalled();
  expect(result.current.value).toBeNull();
  rerender({ wanted: true });
  expect(load).toHaveBeenCalledTimes(1);
  expect(result.current.value).toBeNull();
  await act(async () => last().resolve('the part'));
  expect(result.current).toMatchObject({ value: 'the part', failed: false });
});

test('a part loaded before is there on the first render, with no render waiting for it', async () => {
  const { loader, load, last } = controlledLoader();
  const first = loader();
  last().resolve('the part');
  await first;
  // The hook does not ask again (which would render the page once more when the answer came).
  const asked = Object.assign(vi.fn(loader), { loaded: loader.loaded });
  const { result } = renderHook(() => useOnDemand(asked, true));
  expect(result.current.value).toBe('the part');
  expect(asked).not.toHaveBeenCalled();
  expect(load).toHaveBeenCalledTimes(1);
  // Even where it is not wanted (yet), what is in is given.
  expect(renderHook(() => useOnDemand(loader, false)).result.current.value).toBe('the part');
});

test('a failed load says so; retry loads again and clears it', async () => {
  const { loader, load, last } = controlledLoader();
  const { result } = renderHook(() => useOnDemand(loader, true));
  await act(async () => last().reject(new Error('offline')));
  expect(result.current).toMatchObject({ value: null, failed: true });
  act(() => result.current.retry());
  expect(load).toHaveBeenCalledTimes(2);
  expect(result.current.failed).toBe(false);
  await act(async () => last().resolve('the part'));
  expect(result.current).toMatchObject({ value: 'the part', failed: false });
});
