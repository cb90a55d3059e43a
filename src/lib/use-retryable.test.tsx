import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useRetryable } from './use-retryable';

/** A request whose every call waits to be answered or failed by the test. */
function controlledRequest() {
  const calls: { key: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const request = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ key, resolve, reject });
      }),
  );
  const last = () => calls[calls.length - 1]!;
  return { request, calls, last };
}

afterEach(() => {
  vi.useRealTimers();
});

test('a failed request says so; retry asks again and its answer clears the failure', async () => {
  const { request, last } = controlledRequest();
  const { result } = renderHook(() => useRetryable('a', request));
  expect(request).toHaveBeenCalledTimes(1);
  await act(async () => last().reject(new Error('offline')));
  expect(result.current.failed).toBe(true);
  expect(result.current.answer).toBeUndefined();

  act(() => result.current.retry());
  expect(request).toHaveBeenCalledTimes(2);
  expect(result.current.failed).toBe(false);
  await act(async () => last().resolve('answer to a'));
  expect(result.current.answer).toEqual({ key: 'a', value: 'answer to a' });
  expect(result.current.failed).toBe(false);
});

test("while failed, the browser's 'online' event asks again; otherwise it asks nothing", async () => {
  const { request, last } = controlledRequest();
  const { result } = renderHook(() => useRetryable('a', request));
  act(() => window.dispatchEvent(new Event('online')));
  expect(request).toHaveBeenCalledTimes(1);

  await act(async () => last().reject(new Error('offline')));
  expect(result.current.failed).toBe(true);
  act(() => window.dispatchEvent(new Event('online')));
  expect(request).toHaveBeenCalledTimes(2);
  await act(async () => last().resolve('back'));
  expect(result.current.answer?.value).toBe('back');

  act(() => window.dispatchEvent(new Event('online')));
  expect(request).toHaveBeenCalledTimes(2);
});

test('a failure sets no timer: nothing is asked again as time passes', async () => {
  vi.useFakeTimers();
  const request = vi.fn((_key: string) => Promise.reject(new Error('offline')));
  const { result } = renderHook(() => useRetryable('a', request));
  await act(async () => {});
  expect(result.current.failed).toBe(true);
  expect(vi.getTimerCount()).toBe(0);
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(request).toHaveBeenCalledTimes(1);
  expect(result.current.failed).toBe(true);
});

test("a late answer or failure of an earlier key is dropped; the previous answer stays until the new key's", async () => {
  const { request, calls } = controlledRequest();
  const { result, rerender } = renderHook(({ key }) => useRetryable(key, request), {
    initialProps: { key: 'a' as string | null },
  });
  await act(async () => calls[0]!.resolve('A'));
  rerender({ key: 'b' });
  rerender({ key: 'c' });
  rerender({ key: 'd' });
  expect(calls.map((call) => call.key)).toEqual(['a', 'b', 'c', 'd']);
  expect(result.current.answer).toEqual({ key: 'a', value: 'A' });

  await act(async () => calls[1]!.resolve('B'));
  await act(async () => calls[2]!.reject(new Error('offline')));
  expect(result.current.answer).toEqual({ key: 'a', value: 'A' });
  expect(result.current.failed).toBe(false);
  await act(async () => calls[3]!.resolve('D'));
  await waitFor(() => expect(result.current.answer).toEqual({ key: 'd', value: 'D' }));

  rerender({ key: null });
  expect(request).toHaveBeenCalledTimes(4);
  expect(result.current.failed).toBe(false);
});
