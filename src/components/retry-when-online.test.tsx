import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { RetryWhenOnline } from './retry-when-online';

let broken = true;
function Part() {
  if (broken) throw new Error('Failed to fetch dynamically imported module');
  return <p>Filters</p>;
}

it('shows the fallback while the part fails, and tries again once back online', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onRetry = vi.fn(() => {
    broken = false;
  });
  render(
    <RetryWhenOnline fallback={<p>room kept</p>} onRetry={onRetry}>
      <Part />
    </RetryWhenOnline>,
  );
  expect(screen.getByText('room kept')).toBeInTheDocument();
  expect(onRetry).not.toHaveBeenCalled();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Filters')).toBeInTheDocument();
});
