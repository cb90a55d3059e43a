import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { productSummary } from '@/domain/types';
import { buildProduct } from '@/testing/builders';
import { firstScreenEndId } from './first-screen-end';
import { ProductGrid } from './product-grid';

function renderGrid(count: number, firstFrameCount?: number) {
  const products = Array.from({ length: count }, (_, i) =>
    productSummary(buildProduct({ id: String(i + 1), name: `Product ${i + 1}` })),
  );
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <ProductGrid products={products} label="Products" firstFrameCount={firstFrameCount} />,
    },
  ]);
  return render(<Stub />);
}

/** The names of the cards before the first screen's marker, in order. */
function cardsBeforeMarker(): string[] {
  const marker = document.getElementById(firstScreenEndId);
  expect(marker, 'the grid marks its first screen').not.toBeNull();
  const names: string[] = [];
  for (let item = marker!.previousElementSibling; item; item = item.previousElementSibling) {
    names.unshift(item.querySelector('h3')!.textContent!);
  }
  return names;
}

test("the first screen ends after the first frame's cards, as a hidden list item", () => {
  renderGrid(10, 6);
  expect(cardsBeforeMarker()).toEqual([
    'Product 1',
    'Product 2',
    'Product 3',
    'Product 4',
    'Product 5',
    'Product 6',
  ]);
  expect(document.getElementById(firstScreenEndId)).toHaveProperty('tagName', 'LI');
  // Hidden: the list still has its ten products, and only them.
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
});

test('with fewer cards than the first frame, it ends after the last', () => {
  renderGrid(3, 6);
  expect(cardsBeforeMarker()).toEqual(['Product 1', 'Product 2', 'Product 3']);
});

test('a grid with no first frame of its own (home, related products) marks nothing', () => {
  renderGrid(8);
  expect(document.getElementById(firstScreenEndId)).toBeNull();
});
