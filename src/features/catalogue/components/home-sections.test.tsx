import { render, screen, within } from '@testing-library/react';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { featuredProducts } from '@/domain/product-query';
import { BenefitTiles } from './benefit-tiles';
import { FeaturedProducts } from './featured-products';
import { HomeHero } from './home-hero';
import { ShopByCategory } from './shop-by-category';

function renderInRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return render(<Stub />);
}

test('the hero: one h1, Shop Now and Browse Categories, and an eager high-priority image', () => {
  renderInRouter(<HomeHero />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  expect(screen.getByRole('link', { name: 'Browse Categories' })).toHaveAttribute('href', '/categories');
  const image = screen.getByRole('img');
  expect(image).not.toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '600');
});

test('four benefit tiles', () => {
  renderInRouter(<BenefitTiles />);
  const tiles = within(screen.getByRole('region', { name: 'Why shop with us' })).getAllByRole('listitem');
  expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
    'Free Shipping',
    'Secure Payment',
    '30-Day Returns',
    '24/7 Support',
  ]);
});

test('Shop by Category links each tile to its filtered product list; images load lazily', () => {
  renderInRouter(<ShopByCategory categories={getAllCategories()} />);
  const list = within(screen.getByRole('list', { name: 'Categories' }));
  expect(list.getByRole('link', { name: 'Home & Garden' })).toHaveAttribute(
    'href',
    '/products?category=home',
  );
  expect(list.getAllByRole('link')).toHaveLength(6);
  for (const image of list.getAllByRole('img')) expect(image).toHaveAttribute('loading', 'lazy');
});

test('Featured Products shows the first 8 catalogue products', () => {
  renderInRouter(<FeaturedProducts products={featuredProducts(getAllProducts())} />);
  const names = within(screen.getByRole('list', { name: 'Featured products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(
    getAllProducts()
      .slice(0, 8)
      .map((product) => product.name),
  );
  expect(screen.getByRole('link', { name: 'View all featured products' })).toHaveAttribute(
    'href',
    '/products?featured=true',
  );
});
