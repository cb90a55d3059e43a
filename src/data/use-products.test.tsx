import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { installCatalogueFetch, installOfflineFetch } from '@/testing/catalogue-fetch';
import { getProductById } from './catalogue-repository';
import { rememberProduct } from './known-products';
import { forgetProducts } from './product-cache';
import { useProducts } from './use-products';

const headphones = getProductById('1')!;
const tee = getProductById('2')!;

beforeEach(() => {
  // A new session on a device that has kept nothing (data/product-memory.ts).
  localStorage.clear();
  forgetProducts();
});

afterEach(() => {
  vi.useRealTimers();
  installCatalogueFetch();
});

test('a product the page already holds is found at once, without a request', () => {
  const tries = installOfflineFetch();
  rememberProduct(tee);
  const { result } = renderHook(() => useProducts(['2']));
  expect(result.current).toMatchObject({ ready: true, failed: false });
  expect(result.current.find('2')?.name).toBe(tee.name);
  expect(tries.count).toBe(0);
});

test('products not known yet arrive from their shard; an unknown id is looked up as not found', async () => {
  const { result } = renderHook(() => useProducts(['1', '2', 'no-such-id']));
  expect(result.current.ready).toBe(false);
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.find('1')?.name).toBe(headphones.name);
  expect(result.current.find('no-such-id')).toBeUndefined();
  expect(result.current.failed).toBe(false);
});

test('offline, the lookup fails and stays not ready; retry asks again and succeeds', async () => {
  const tries = installOfflineFetch();
  const { result } = renderHook(() => useProducts(['1', '2']));
  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.ready).toBe(false);
  expect(result.current.find('1')).toBeUndefined();

  // Still offline: a retry asks the network again and fails again.
  act(() => result.current.retry());
  await waitFor(() => expect(tries.count).toBe(2));
  await waitFor(() => expect(result.current.failed).toBe(true));

  installCatalogueFetch();
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.failed).toBe(false);
  expect(result.current.find('2')?.name).toBe(tee.name);
});

test('a failed lookup is asked again when the browser is back online', async () => {
  installOfflineFetch();
  const { result } = renderHook(() => useProducts(['1']));
  await waitFor(() => expect(result.current.failed).toBe(true));
  installCatalogueFetch();
  act(() => window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.find('1')?.name).toBe(headphones.name);
});

test('a failed lookup is not retried on a timer: no request until retry or online', async () => {
  vi.useFakeTimers();
  const tries = installOfflineFetch();
  const { result } = renderHook(() => useProducts(['1']));
  await act(async () => {});
  expect(result.current.failed).toBe(true);
  expect(vi.getTimerCount()).toBe(0);
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(tries.count).toBe(1);
  expect(result.current).toMatchObject({ ready: false, failed: true });
});
