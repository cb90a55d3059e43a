import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { CategoriesPage } from './categories-page';
import { categoryCounts } from '@/domain/product-query';

/** The page inside a router at `path` (no shop providers: the page needs none without its card actions). */
function renderRoute(ui: React.ReactNode, path = '/', routePath = '*') {
  const Stub = createRoutesStub([{ path: routePath, Component: () => ui }]);
  return { user: userEvent.setup(), ...render(<Stub initialEntries={[path]} />) };
}

test('a card per category with its product count, linking to the filtered list', () => {
  renderRoute(
    <CategoriesPage
      categories={getAllCategories()}
      counts={categoryCounts(getAllProducts(), getAllCategories())}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Shop by Category' })).toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
  expect(cards).toHaveLength(6);
  const expected: [string, string, string][] = [
    ['Electronics', 'electronics', '5 products'],
    ['Clothing', 'clothing', '4 products'],
    ['Home & Garden', 'home', '4 products'],
    ['Sports', 'sports', '3 products'],
    ['Books', 'books', '3 products'],
    ['Beauty', 'beauty', '3 products'],
  ];
  expected.forEach(([name, id, count], index) => {
    const card = within(cards[index]!);
    expect(card.getByRole('link', { name })).toHaveAttribute('href', `/products?category=${id}`);
    expect(card.getByText(count)).toBeInTheDocument();
    expect(card.getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/\S/));
  });
  expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
});
