import { render, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { QueryPendingScript, useQueryPending } from './query-pending';

const flagged = () => document.documentElement.hasAttribute('data-query-pending');

afterEach(() => {
  document.documentElement.removeAttribute('data-query-pending');
  window.history.replaceState(null, '', '/');
});

/** Runs the inline script as the browser would while parsing the prerendered page. */
function runInline(search: string): void {
  window.history.replaceState(null, '', `/products${search}`);
  const { container } = render(<QueryPendingScript keys={['category', 'sort']} />);
  new Function(container.querySelector('script')!.textContent!)();
}

test('the inline script flags <html> only when the address names one of the keys', () => {
  runInline('');
  expect(flagged()).toBe(false);
  runInline('?utm_source=mail');
  expect(flagged()).toBe(false);
  runInline('?utm_source=mail&sort=rating');
  expect(flagged()).toBe(true);
});

test('hidden from hydration until the first answer; a later answer replaces a list in view', () => {
  document.documentElement.setAttribute('data-query-pending', '');
  const { result, rerender } = renderHook(({ hydrated, loading }) => useQueryPending(hydrated, loading), {
    initialProps: { hydrated: false, loading: false },
  });
  // While hydrating the prerendered page, the inline script's flag does the hiding.
  expect(result.current).toBe(false);
  expect(flagged()).toBe(true);
  rerender({ hydrated: true, loading: true });
  expect(result.current).toBe(true);
  expect(flagged()).toBe(false);
  rerender({ hydrated: true, loading: false });
  expect(result.current).toBe(false);
  rerender({ hydrated: true, loading: true });
  expect(result.current).toBe(false);
});

test('a failure to get the first answer ends the wait: its message, in the list, is seen', () => {
  // A filter chosen before the hydrated page's first render without one (a busy phone).
  const { result, rerender } = renderHook(({ failed }) => useQueryPending(true, true, failed), {
    initialProps: { failed: false },
  });
  expect(result.current).toBe(true);
  rerender({ failed: true });
  expect(result.current).toBe(false);
  // Try Again asks once more: the list already in view stays in view.
  rerender({ failed: false });
  expect(result.current).toBe(false);
});

test('an address with nothing to ask for shows the list at once', () => {
  const { result } = renderHook(() => useQueryPending(true, false));
  expect(result.current).toBe(false);
});
