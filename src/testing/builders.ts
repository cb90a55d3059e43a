/** Small data builders for tests. Source code never imports this file. */
import type { Category, CategoryId, Product, Review } from '@/domain/types';

const categoryNames: Record<CategoryId, string> = {
  electronics: 'Electronics',
  clothing: 'Clothing',
  home: 'Home & Garden',
  sports: 'Sports',
  books: 'Books',
  beauty: 'Beauty',
};

export function buildCategory(id: CategoryId, overrides: Partial<Category> = {}): Category {
  return {
    id,
    name: categoryNames[id] ?? id,
    description: `${categoryNames[id] ?? id} category`,
    image: { src: `/images/categories/${id}.svg`, alt: categoryNames[id] ?? id, width: 400, height: 300 },
    icon: 'Laptop',
    ...overrides,
  };
}

export const testCategories: readonly Category[] = (Object.keys(categoryNames) as CategoryId[]).map((id) =>
  buildCategory(id),
);

let productSeq = 0;

/** A product with neutral defaults; `id` defaults to a fresh number. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  productSeq += 1;
  const id = overrides.id ?? String(productSeq);
  return {
    id,
    name: `Product ${id}`,
    brand: 'Acme',
    category: 'electronics',
    price: 1000,
    rating: 4,
    reviewCount: 10,
    description: 'A plain thing.',
    images: [{ src: `/images/products/${id}.svg`, alt: `Product ${id}`, width: 600, height: 600 }],
    specifications: {},
    inStock: true,
    ...overrides,
  };
}

/** Products with ids '1'..'n' built from partial overrides, in catalogue order. */
export function buildCatalogue(items: readonly Partial<Product>[]): Product[] {
  return items.map((item, index) => buildProduct({ id: String(index + 1), ...item }));
}

let reviewSeq = 0;

export function buildReview(overrides: Partial<Review> = {}): Review {
  reviewSeq += 1;
  return {
    id: String(reviewSeq),
    productId: '1',
    userId: 'u1',
    userName: 'Ada',
    userAvatar: '/images/avatars/ada.svg',
    rating: 5,
    title: 'Great',
    comment: 'Works well.',
    date: '2024-01-01',
    verified: true,
    helpful: 0,
    ...overrides,
  };
}
