import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { buildProduct } from '@/testing/builders';
import { ProductCard } from './product-card';

function renderCard(product: ReturnType<typeof buildProduct>) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <ProductCard product={product} /> }]);
  return render(<Stub />);
}

test('a discounted product shows its rounded percent-off badge and the struck-through original price', () => {
  renderCard(buildProduct({ id: '1', name: 'Aurora Headphones', price: 24999, originalPrice: 29999 }));
  expect(screen.getByText('-17%')).toBeVisible();
  expect(screen.getByText('$249.99')).toBeVisible();
  expect(screen.getByText('$299.99').closest('s')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Aurora Headphones' })).toHaveAttribute('href', '/product/1');
});

test('a full-price product has no badge and no original price', () => {
  renderCard(buildProduct({ price: 3499, originalPrice: undefined }));
  expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Was/)).not.toBeInTheDocument();
});

test('an original price at or below the price is not a discount', () => {
  renderCard(buildProduct({ price: 3499, originalPrice: 3499 }));
  expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
});

test('an out-of-stock product is covered by the Out of Stock overlay', () => {
  renderCard(buildProduct({ inStock: false }));
  expect(screen.getByText('Out of Stock')).toBeVisible();
});

test('an in-stock product has no overlay', () => {
  renderCard(buildProduct({ inStock: true }));
  expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
});

test('stars show the floor of the rating with the review count', () => {
  renderCard(buildProduct({ rating: 4.6, reviewCount: 128 }));
  expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
  expect(screen.getByText(/128/)).toBeVisible();
});
