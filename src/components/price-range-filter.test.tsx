import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, expect, test, vi } from 'vitest';
import type { PriceRange } from '@/domain/price-range';
import { PriceRangeFilter } from './price-range-filter';

beforeAll(() => {
  // jsdom has no ResizeObserver; the slider only uses it to measure its thumbs.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** Holds the committed range like the URL does, so a commit flows back in as props. */
function Harness({ initial, onCommit }: { initial: PriceRange; onCommit: (range: PriceRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <PriceRangeFilter
      {...range}
      onCommit={(next) => {
        onCommit(next);
        setRange(next);
      }}
    />
  );
}

const minThumb = () => screen.getByRole('slider', { name: 'Minimum price' });
const maxThumb = () => screen.getByRole('slider', { name: 'Maximum price' });

test('two labelled thumbs show the range in dollars', async () => {
  render(<Harness initial={{ minPrice: 0, maxPrice: 1500 }} onCommit={() => {}} />, {
    wrapper: MemoryRouter,
  });
  await screen.findAllByRole('slider'); // the slider hydrates lazily
  expect(screen.getByRole('group', { name: 'Price range' })).toBeInTheDocument();
  expect(minThumb()).toHaveAttribute('aria-valuenow', '0');
  expect(minThumb()).toHaveAttribute('aria-valuetext', '$0.00');
  expect(maxThumb()).toHaveAttribute('aria-valuenow', '1500');
  expect(maxThumb()).toHaveAttribute('aria-valuetext', '$1,500.00');
  expect(screen.getByText('$1,500.00')).toBeInTheDocument();
});

test('arrow keys move a thumb by the $10 step and commit each step', async () => {
  const user = userEvent.setup();
  const onCommit = vi.fn();
  render(<Harness initial={{ minPrice: 0, maxPrice: 1500 }} onCommit={onCommit} />, {
    wrapper: MemoryRouter,
  });
  await screen.findAllByRole('slider'); // the slider hydrates lazily
  minThumb().focus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(minThumb()).toHaveAttribute('aria-valuenow', '20');
  expect(screen.getByText('$20.00')).toBeInTheDocument();
  expect(onCommit).toHaveBeenLastCalledWith({ minPrice: 20, maxPrice: 1500 });
  maxThumb().focus();
  await user.keyboard('{ArrowLeft}');
  expect(maxThumb()).toHaveAttribute('aria-valuenow', '1490');
  expect(onCommit).toHaveBeenLastCalledWith({ minPrice: 20, maxPrice: 1490 });
});

test('Home and End jump to the ends of the range', async () => {
  const user = userEvent.setup();
  const onCommit = vi.fn();
  render(<Harness initial={{ minPrice: 100, maxPrice: 900 }} onCommit={onCommit} />, {
    wrapper: MemoryRouter,
  });
  await screen.findAllByRole('slider'); // the slider hydrates lazily
  maxThumb().focus();
  await user.keyboard('{End}');
  expect(maxThumb()).toHaveAttribute('aria-valuenow', '1500');
  minThumb().focus();
  await user.keyboard('{Home}');
  expect(minThumb()).toHaveAttribute('aria-valuenow', '0');
  expect(onCommit).toHaveBeenLastCalledWith({ minPrice: 0, maxPrice: 1500 });
});

test('a new range from outside (Clear Filters, back) replaces the shown one', async () => {
  const { rerender } = render(<PriceRangeFilter minPrice={200} maxPrice={400} onCommit={() => {}} />, {
    wrapper: MemoryRouter,
  });
  await screen.findAllByRole('slider'); // the slider hydrates lazily
  expect(minThumb()).toHaveAttribute('aria-valuenow', '200');
  rerender(<PriceRangeFilter minPrice={0} maxPrice={1500} onCommit={() => {}} />);
  expect(minThumb()).toHaveAttribute('aria-valuenow', '0');
  expect(maxThumb()).toHaveAttribute('aria-valuenow', '1500');
});
