import { act, renderHook } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { deferred } from '@/testing/deferred';
import { useSubmitLock } from './use-submit-lock';

test('a second run while the first is pending is ignored; the lock opens again after a stay', async () => {
  const { result } = renderHook(() => useSubmitLock());
  const gate = deferred();
  const task = vi.fn(async () => {
    await gate.promise;
    return 'stay' as const;
  });
  let first!: Promise<void>;
  act(() => {
    first = result.current.run(task);
    void result.current.run(task);
  });
  expect(task).toHaveBeenCalledTimes(1);
  expect(result.current.busy).toBe(true);
  await act(async () => {
    gate.resolve();
    await first;
  });
  expect(result.current.busy).toBe(false);
  await act(() => result.current.run(task));
  expect(task).toHaveBeenCalledTimes(2);
});

test('a failing task releases the lock', async () => {
  const { result } = renderHook(() => useSubmitLock());
  await act(async () => {
    await expect(result.current.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
  });
  expect(result.current.busy).toBe(false);
  const task = vi.fn(async () => 'stay' as const);
  await act(() => result.current.run(task));
  expect(task).toHaveBeenCalledTimes(1);
});

test('after a leaving task the form stays busy and locked', async () => {
  const { result } = renderHook(() => useSubmitLock());
  await act(() => result.current.run(async () => 'leaving'));
  expect(result.current.busy).toBe(true);
  const task = vi.fn(async () => 'stay' as const);
  await act(() => result.current.run(task));
  expect(task).not.toHaveBeenCalled();
});
