import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { useOutOfView } from '@/lib/use-out-of-view';
import { StickyBuyBar } from './sticky-buy-bar';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: Callback[] = [];
afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

function Page() {
  const ref = useRef<HTMLButtonElement>(null);
  const out = useOutOfView(ref, 64);
  return (
    <>
      <button ref={ref}>Add to Cart</button>
      <StickyBuyBar name="Aurora Headphones" price={24999} originalPrice={29999} shown={out}>
        <button>Add to Cart</button>
      </StickyBuyBar>
    </>
  );
}

test('the buy bar is hidden and empty until the buy row leaves the view, then shows price and button', () => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  render(<Page />);
  expect(screen.queryByRole('region', { name: 'Buy Aurora Headphones' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1);

  act(() => observers[0]?.([{ isIntersecting: false }]));
  const bar = screen.getByRole('region', { name: 'Buy Aurora Headphones' });
  expect(bar).toHaveTextContent('$249.99');
  expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(2);

  act(() => observers[0]?.([{ isIntersecting: true }]));
  expect(screen.queryByRole('region', { name: 'Buy Aurora Headphones' })).not.toBeInTheDocument();
});

test('without IntersectionObserver the bar never shows', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Page />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
