import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { money, shop } from '@/config/shop';
import type { ImageAsset, Product } from '@/domain/types';

import {
  getAllCategories,
  getAllProducts,
  getCategoryById,
  getProductById,
  getProductIds,
} from './catalogue-repository';
import { getSampleOrders } from './content-repository';
import { getReviewsForProduct } from './review-repository';
import { reviews } from 'virtual:lumina-catalogue';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
const demoDir = fileURLToPath(new URL('../../catalogue/demo', import.meta.url));
/** A catalogue image (/images/products/..., from the demo's folder) or a shop image in public/. */
const fileOf = (src: string) => (existsSync(`${demoDir}${src}`) ? `${demoDir}${src}` : `${publicDir}${src}`);
const products = getAllProducts();
const categories = getAllCategories();
const maxImageBytes = 15 * 1024;

const isValidDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The search rule (docs/shop-rules.md, Search): every whitespace-separated term is in the text. */
const searchText = (product: Product): string => {
  const category = getCategoryById(product.category);
  return [product.name, product.description, product.brand, product.category, category?.name ?? '']
    .join('\n')
    .toLowerCase();
};
const search = (query: string): Product[] => {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => terms.every((term) => searchText(product).includes(term)));
};

const readSvg = (src: string): string => {
  const file = fileOf(src);
  expect(existsSync(file), `${src} exists`).toBe(true);
  expect(statSync(file).size, `${src} size`).toBeLessThan(maxImageBytes);
  return readFileSync(file, 'utf8');
};
const rootAttribute = (svg: string, name: string): string | undefined =>
  new RegExp(`<svg\\b[^>]*\\s${name}="([^"]*)"`).exec(svg)?.[1];

const expectAssetMatchesFile = (asset: ImageAsset): void => {
  expect(asset.alt.trim().length, `${asset.src} alt`).toBeGreaterThan(0);
  const svg = readSvg(asset.src);
  expect(rootAttribute(svg, 'width'), `${asset.src} width`).toBe(String(asset.width));
  expect(rootAttribute(svg, 'height'), `${asset.src} height`).toBe(String(asset.height));
  expect(rootAttribute(svg, 'viewBox'), `${asset.src} viewBox`).toBe(`0 0 ${asset.width} ${asset.height}`);
};

describe('products', () => {
  it('has 22 products with unique ids "1".."22" in order', () => {
    expect(products).toHaveLength(22);
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 1)));
    expect(getProductIds()).toEqual(products.map((p) => p.id));
  });

  it('puts at least 3 products in each of the 6 categories', () => {
    expect(categories.map((c) => c.id)).toEqual([
      'electronics',
      'clothing',
      'home',
      'sports',
      'books',
      'beauty',
    ]);
    for (const category of categories) {
      expect(products.filter((p) => p.category === category.id).length, category.id).toBeGreaterThanOrEqual(
        3,
      );
    }
    for (const product of products) expect(getCategoryById(product.category)).toBeDefined();
  });

  it('prices in integer cents from 3499 to 129999', () => {
    for (const product of products) {
      expect(Number.isInteger(product.price), product.id).toBe(true);
      if (product.originalPrice !== undefined) expect(Number.isInteger(product.originalPrice)).toBe(true);
    }
    const prices = products.map((p) => p.price);
    expect(Math.min(...prices)).toBe(3499);
    expect(Math.max(...prices)).toBe(129999);
  });

  it('has at least 6 products on sale, with discounts between 10% and 40%', () => {
    const onSale = products.filter((p) => p.originalPrice !== undefined && p.originalPrice > p.price);
    expect(onSale.length).toBeGreaterThanOrEqual(6);
    for (const product of onSale) {
      const percent = Math.round((1 - product.price / (product.originalPrice ?? 0)) * 100);
      expect(percent, product.id).toBeGreaterThanOrEqual(10);
      expect(percent, product.id).toBeLessThanOrEqual(40);
    }
    expect(products.every((p) => p.originalPrice === undefined || p.originalPrice > p.price)).toBe(true);
  });

  it('has at least 2 out of stock, one of them on sale, none among ids 1-3', () => {
    const outOfStock = products.filter((p) => !p.inStock);
    expect(outOfStock.length).toBeGreaterThanOrEqual(2);
    expect(outOfStock.some((p) => p.originalPrice !== undefined)).toBe(true);
    for (const id of ['1', '2', '3']) expect(getProductById(id)?.inStock).toBe(true);
  });

  it('features a mix: the first 8 span at least 5 categories and include 2+ on sale', () => {
    const featured = products.slice(0, 8);
    expect(new Set(featured.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(featured.filter((p) => p.originalPrice !== undefined).length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 4 products with 2-4 images', () => {
    const multi = products.filter((p) => p.images.length > 1);
    expect(multi.length).toBeGreaterThanOrEqual(4);
    for (const product of products) {
      expect(product.images.length, product.id).toBeGreaterThanOrEqual(1);
      expect(product.images.length, product.id).toBeLessThanOrEqual(4);
      product.images.forEach((image, index) =>
        expect(image.src).toBe(`/images/products/${product.id}-${index + 1}.svg`),
      );
    }
  });

  it('has sensible text, ratings and specifications', () => {
    for (const product of products) {
      expect(product.name.trim(), product.id).not.toBe('');
      expect(product.brand.trim(), product.id).not.toBe('');
      expect(product.description.length, product.id).toBeGreaterThan(40);
      expect(Number.isInteger(product.reviewCount)).toBe(true);
      expect(Math.round(product.rating * 10) / 10).toBe(product.rating);
      const specs = Object.entries(product.specifications);
      expect(specs.length, product.id).toBeGreaterThanOrEqual(4);
      expect(specs.length, product.id).toBeLessThanOrEqual(6);
      if (product.id === '15') {
        expect(product.reviewCount).toBe(0);
        expect(product.rating).toBe(0);
      } else {
        expect(product.rating, product.id).toBeGreaterThanOrEqual(3.5);
        expect(product.rating, product.id).toBeLessThanOrEqual(4.9);
        expect(product.reviewCount, product.id).toBeGreaterThanOrEqual(
          getReviewsForProduct(product.id).length,
        );
      }
    }
  });

  it('keeps the planted search words: multi-term, brand and "View all" queries', () => {
    const ids = (query: string) => search(query).map((p) => p.id);
    expect(new Set(search('aurora').map((p) => p.brand)).size).toBeGreaterThanOrEqual(3); // 2 brands + a title
    expect(products.filter((p) => p.brand.toLowerCase().includes('aurora')).map((p) => p.brand)).toEqual(
      expect.arrayContaining(['Aurora Audio', 'Aurora Botanics']),
    );
    expect(ids('wireless').length).toBeGreaterThanOrEqual(3);
    expect(ids('organic').length).toBeGreaterThanOrEqual(3);
    expect(ids('classic').length).toBeGreaterThan(5);
    expect(ids('wireless aurora')).toEqual(['1', '16']);
  });

  it('ships every product image on disk with matching width and height', () => {
    for (const product of products) for (const image of product.images) expectAssetMatchesFile(image);
  });
});

describe('categories', () => {
  it('has the six ids, names and icons', () => {
    expect(categories.map((c) => [c.id, c.name, c.icon])).toEqual([
      ['electronics', 'Electronics', 'Laptop'],
      ['clothing', 'Clothing', 'Shirt'],
      ['home', 'Home & Garden', 'Home'],
      ['sports', 'Sports', 'Dumbbell'],
      ['books', 'Books', 'BookOpen'],
      ['beauty', 'Beauty', 'Sparkles'],
    ]);
    expect(getCategoryById('nope')).toBeUndefined();
  });

  it('ships every category image at 600x400', () => {
    for (const category of categories) {
      expect(category.description.trim()).not.toBe('');
      expect([category.image.width, category.image.height]).toEqual([600, 400]);
      expectAssetMatchesFile(category.image);
    }
  });
});

describe('reviews', () => {
  it('has exactly 20 reviews with unique ids, all on products 1-10, each with at least one', () => {
    expect(reviews).toHaveLength(20);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(20);
    const onCatalogue = Array.from({ length: 10 }, (_, i) => String(i + 1));
    for (const review of reviews) expect(onCatalogue).toContain(review.productId);
    for (const id of onCatalogue) expect(getReviewsForProduct(id).length, id).toBeGreaterThanOrEqual(1);
    expect(onCatalogue.reduce((sum, id) => sum + getReviewsForProduct(id).length, 0)).toBe(20);
  });

  it('gives product 1 varied ratings and product 15 none', () => {
    const first = getReviewsForProduct('1').map((r) => r.rating);
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(first).toContain(5);
    expect(first.some((rating) => rating <= 2)).toBe(true);
    expect(getReviewsForProduct('15')).toEqual([]);
    expect(getReviewsForProduct('unknown')).toEqual([]);
  });

  it('respects the review field rules', () => {
    for (const review of reviews) {
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5, review.id).toBe(
        true,
      );
      expect(review.title.trim(), review.id).not.toBe('');
      expect(review.title.length, review.id).toBeLessThanOrEqual(100);
      expect(review.comment.trim(), review.id).not.toBe('');
      expect(review.comment.length, review.id).toBeLessThanOrEqual(1000);
      expect(isValidDate(review.date), review.date).toBe(true);
      expect(review.date >= '2024-01-01' && review.date <= '2025-12-31', review.date).toBe(true);
      expect(Number.isInteger(review.helpful) && review.helpful >= 0 && review.helpful <= 40).toBe(true);
      expect(review.userName.trim()).not.toBe('');
      expect(review.userAvatar).toMatch(/^\/images\/avatars\/r\d+\.svg$/);
      readSvg(review.userAvatar);
    }
    expect(new Set(reviews.map((r) => r.verified))).toEqual(new Set([true, false]));
  });
});

describe('sample orders', () => {
  it('has 2 orders with ORD- ids, one Delivered and one Shipped', () => {
    const orders = getSampleOrders();
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.id).toMatch(/^ORD-\d{8}$/);
      expect(order.id.startsWith(shop.orderPrefix)).toBe(true);
      expect(isValidDate(order.date)).toBe(true);
      expect(Number.isInteger(order.total) && Number.isInteger(order.items)).toBe(true);
    }
    expect(orders.map((o) => o.status).sort()).toEqual(['Delivered', 'Shipped']);
  });

  it('has totals that match a real basket with shipping and 8% tax', () => {
    const total = (lines: [id: string, quantity: number][]) => {
      const subtotal = lines.reduce((sum, [id, qty]) => sum + (getProductById(id)?.price ?? NaN) * qty, 0);
      const shipping = subtotal > money.freeShippingThresholdCents ? 0 : money.shippingFeeCents;
      const tax = Math.floor((subtotal * money.taxRateBasisPoints + 5000) / 10000);
      return subtotal + shipping + tax;
    };
    const [shipped, delivered] = getSampleOrders();
    expect(shipped?.total).toBe(total([['2', 1]]));
    expect(delivered?.total).toBe(
      total([
        ['3', 1],
        ['6', 2],
      ]),
    );
  });
});

describe('static art', () => {
  it('ships the avatars, hero, map and team portraits at their sizes', () => {
    const expected: [src: string, width: number, height: number][] = [
      [shop.demoAccount.avatar, 96, 96],
      ...Array.from({ length: 8 }, (_, i): [string, number, number] => [
        `/images/avatars/r${i + 1}.svg`,
        96,
        96,
      ]),
      ['/images/hero.svg', 1200, 600],
      ['/images/map.svg', 800, 400],
      ...[1, 2, 3].map((n): [string, number, number] => [`/images/team/${n}.svg`, 240, 240]),
    ];
    for (const [src, width, height] of expected) expectAssetMatchesFile({ src, alt: src, width, height });
  });

  it('keeps every SVG self-contained: no text, fonts, scripts or external references', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      );
    const files = [...walk(`${publicDir}/images`), ...walk(`${demoDir}/images`)].filter((file) =>
      file.endsWith('.svg'),
    );
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const svg = readFileSync(file, 'utf8');
      expect(statSync(file).size, file).toBeLessThan(maxImageBytes);
      expect(svg, file).not.toMatch(/<(text|script|image|style|foreignObject)\b|font-|href=|url\((?!#)/);
    }
  });
});
