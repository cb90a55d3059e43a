import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildCatalogue, buildCategory, buildProduct, testCategories } from '@/testing/builders';
import { keystrokeCatalogue, keystrokeRounds, keystrokes } from '@/testing/keystroke-workload';
import {
  categoryCounts,
  featuredProducts,
  filterProducts,
  matchesQuery,
  maxDiscount,
  relatedProducts,
  saleProducts,
  searchProducts,
  sortProducts,
} from './product-query';
import { relevanceRank, searchEntry } from './search-index';

const catalogue = buildCatalogue([
  {
    name: 'Wireless Headphones',
    brand: 'Sonic',
    category: 'electronics',
    price: 19999,
    originalPrice: 24999,
    rating: 4.5,
    description: 'Noise cancelling over-ear headphones.',
  },
  {
    name: 'Cotton T-Shirt',
    brand: 'Basics',
    category: 'clothing',
    price: 3499,
    rating: 4.1,
    description: 'Soft everyday tee.',
  },
  {
    name: 'Garden Hose',
    brand: 'GreenWorks',
    category: 'home',
    price: 4999,
    originalPrice: 5999,
    rating: 3.9,
    description: 'Fifty feet, kink-free.',
  },
  {
    name: 'Ceramic Vase',
    brand: 'Loom',
    category: 'home',
    price: 3499,
    rating: 4.5,
    description: 'Hand-glazed, wireless charging not included.',
  },
  {
    name: 'Yoga Mat',
    brand: 'Sonic',
    category: 'sports',
    price: 4500,
    rating: 4.8,
    description: 'Grippy mat.',
  },
  {
    name: 'Headphones Stand',
    brand: 'Desko',
    category: 'electronics',
    price: 3999,
    originalPrice: 7999,
    rating: 4.0,
    description: 'Holds headphones.',
  },
  {
    name: 'Novel',
    brand: 'Pages',
    category: 'books',
    price: 1500,
    rating: 4.9,
    description: 'A story about a garden.',
  },
  {
    name: 'Face Cream',
    brand: 'Glow',
    category: 'beauty',
    price: 2500,
    rating: 4.2,
    description: 'Hydrating cream.',
  },
  {
    name: 'Laptop',
    brand: 'Compute',
    category: 'electronics',
    price: 129999,
    originalPrice: 139999,
    rating: 4.7,
    description: 'Fast laptop.',
    inStock: false,
  },
  {
    name: 'Bookshelf',
    brand: 'Loom',
    category: 'home',
    price: 15000,
    rating: 4.5,
    description: 'Oak shelf.',
  },
]);
const ids = (products: readonly { id: string }[]) => products.map((p) => p.id);

describe('filterProducts', () => {
  test('no filters keeps the whole catalogue in order', () => {
    expect(ids(filterProducts(catalogue, {}))).toEqual(ids(catalogue));
  });

  test('category keeps only that category', () => {
    expect(ids(filterProducts(catalogue, { category: 'home' }))).toEqual(['3', '4', '10']);
    expect(ids(filterProducts(catalogue, { category: null }))).toHaveLength(10);
  });

  test('featured keeps the first N of the catalogue (8 by default)', () => {
    expect(ids(filterProducts(catalogue, { featured: true }))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    expect(ids(filterProducts(catalogue, { featured: true }, 2))).toEqual(['1', '2']);
    expect(ids(filterProducts(catalogue, { featured: true, category: 'home' }))).toEqual(['3', '4']);
    expect(ids(featuredProducts(catalogue))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  test('sale keeps products whose originalPrice exceeds price', () => {
    expect(ids(filterProducts(catalogue, { sale: true }))).toEqual(['1', '3', '6', '9']);
  });

  test('price bounds are dollars, inclusive at both ends, compared with cents', () => {
    expect(ids(filterProducts(catalogue, { minPrice: 34.99, maxPrice: 45 }))).toEqual(['2', '4', '5', '6']);
    expect(ids(filterProducts(catalogue, { minPrice: 35, maxPrice: 45 }))).toEqual(['5', '6']);
    expect(ids(filterProducts(catalogue, { minPrice: 1299.99 }))).toEqual(['9']);
    expect(ids(filterProducts(catalogue, { minPrice: 1300 }))).toEqual([]);
    expect(ids(filterProducts(catalogue, { maxPrice: 1299 }))).not.toContain('9');
    expect(ids(filterProducts(catalogue, { minPrice: 0, maxPrice: 1500 }))).toHaveLength(10);
  });
});

describe('sortProducts', () => {
  test('featured is catalogue order and newest is catalogue order reversed', () => {
    expect(ids(sortProducts(catalogue, 'featured'))).toEqual(ids(catalogue));
    expect(ids(sortProducts(catalogue, 'newest'))).toEqual(ids(catalogue).reverse());
  });

  test('price sorts keep catalogue order for equal prices', () => {
    expect(ids(sortProducts(catalogue, 'price-low')).slice(0, 4)).toEqual(['7', '8', '2', '4']);
    expect(ids(sortProducts(catalogue, 'price-high')).slice(0, 3)).toEqual(['9', '1', '10']);
    expect(ids(sortProducts(catalogue, 'price-high')).slice(-4)).toEqual(['2', '4', '8', '7']);
  });

  test('rating is highest first with ties in catalogue order', () => {
    expect(ids(sortProducts(catalogue, 'rating'))).toEqual([
      '7',
      '5',
      '9',
      '1',
      '4',
      '10',
      '8',
      '2',
      '6',
      '3',
    ]);
  });

  test('sorting never mutates the input', () => {
    const copy = [...catalogue];
    sortProducts(catalogue, 'price-low');
    sortProducts(catalogue, 'newest');
    expect(catalogue).toEqual(copy);
  });
});

describe('search', () => {
  test('a blank query is no search', () => {
    expect(searchProducts(catalogue, testCategories, '')).toEqual([]);
    expect(searchProducts(catalogue, testCategories, '   ')).toEqual([]);
    expect(matchesQuery(catalogue[0]!, 'Electronics', '  ')).toBe(false);
  });

  test('matches name, description, brand, category id and category name case-insensitively', () => {
    const product = catalogue[2]!; // Garden Hose, GreenWorks, home
    expect(matchesQuery(product, 'Home & Garden', 'HOSE')).toBe(true);
    expect(matchesQuery(product, 'Home & Garden', 'kink')).toBe(true);
    expect(matchesQuery(product, 'Home & Garden', 'greenworks')).toBe(true);
    expect(matchesQuery(product, 'Home & Garden', 'home')).toBe(true);
    expect(matchesQuery(product, 'Home & Garden', '&')).toBe(true);
    expect(matchesQuery(product, 'Home & Garden', 'laptop')).toBe(false);
  });

  test('GARDEN finds the home-category products through the category name', () => {
    const found = ids(searchProducts(catalogue, testCategories, 'GARDEN'));
    expect(found).toEqual(expect.arrayContaining(['3', '4', '10', '7']));
    expect(found).toHaveLength(4);
  });

  test('every term must be found, in any field', () => {
    expect(ids(searchProducts(catalogue, testCategories, 'sonic mat'))).toEqual(['5']);
    expect(ids(searchProducts(catalogue, testCategories, '  sonic   headphones '))).toEqual(['1']);
    expect(searchProducts(catalogue, testCategories, 'sonic laptop')).toEqual([]);
  });

  test('relevance: name prefix, name contains, brand, category, description; ties in catalogue order', () => {
    const local = buildCatalogue([
      { name: 'Desk Lamp', brand: 'Lumo', description: 'Has a lamp shade.' },
      { name: 'Mat', brand: 'Lampco', description: 'Plain.' },
      { name: 'Floor Lamp', brand: 'Lumo', description: 'Tall.' },
      { name: 'Rug', brand: 'Weave', description: 'Goes well with a lamp.' },
      { name: 'Lamp Oil', brand: 'Lumo', description: 'For lamps.' },
      { name: 'Bulb', brand: 'Lumo', category: 'home', description: 'Bright.' },
    ]);
    expect(ids(searchProducts(local, testCategories, 'lamp'))).toEqual(['5', '1', '3', '2', '4']);
    expect(ids(searchProducts(local, testCategories, 'garden'))).toEqual(['6']);
    const cats = buildCatalogue([
      { name: 'Chair', brand: 'Seat', category: 'home', description: 'A home for you.' },
      { name: 'Pot', brand: 'Home Goods', description: 'Clay.' },
      { name: 'Homey Blanket', brand: 'Warm', description: 'Cosy.' },
    ]);
    expect(ids(searchProducts(cats, testCategories, 'home'))).toEqual(['3', '2', '1']);
  });

  test('terms spread across fields rank after whole-field matches, name terms first', () => {
    const local = buildCatalogue([
      { name: 'Speaker', brand: 'Sonic', description: 'Pairs with headphones.' },
      { name: 'Sonic Headphones', brand: 'Other', description: 'Plain.' },
      { name: 'Headphones', brand: 'Sonic', description: 'Plain.' },
    ]);
    expect(ids(searchProducts(local, testCategories, 'sonic headphones'))).toEqual(['2', '3', '1']);
  });

  test('search sorts reuse the product sorts over the matches', () => {
    expect(ids(searchProducts(catalogue, testCategories, 'headphones', 'price-low'))).toEqual(['6', '1']);
    expect(ids(searchProducts(catalogue, testCategories, 'headphones', 'price-high'))).toEqual(['1', '6']);
    expect(ids(searchProducts(catalogue, testCategories, 'headphones', 'rating'))).toEqual(['1', '6']);
    expect(ids(searchProducts(catalogue, testCategories, 'headphones', 'newest'))).toEqual(['6', '1']);
  });

  test('a new catalogue array is indexed afresh', () => {
    const first = [buildProduct({ id: 'a', name: 'Kettle' })];
    expect(ids(searchProducts(first, testCategories, 'kettle'))).toEqual(['a']);
    const second = [buildProduct({ id: 'b', name: 'Toaster' })];
    expect(ids(searchProducts(second, testCategories, 'kettle'))).toEqual([]);
    expect(ids(searchProducts(second, testCategories, 'toaster'))).toEqual(['b']);
  });

  test('keystrokes over 10,000 products find what matchesQuery accepts, the same on a warm index', () => {
    // The workload `npm run bench:domain` times (the 4 ms keystroke target is checked there).
    const big = keystrokeCatalogue();
    const names = new Map(testCategories.map((c) => [c.id, c.name]));
    for (const query of keystrokes) {
      const first = ids(searchProducts(big, testCategories, query)); // builds the index
      const accepted = big.filter((p) => matchesQuery(p, names.get(p.category) ?? '', query));
      expect([...first].sort()).toEqual(ids(accepted).sort());
      for (let round = 0; round < keystrokeRounds; round++) {
        expect(ids(searchProducts(big, testCategories, query))).toEqual(first);
      }
    }
    // The workload is not trivial: most keystrokes match thousands of products, one matches none.
    expect(ids(searchProducts(big, testCategories, 'l')).length).toBeGreaterThan(5_000);
    expect(searchProducts(big, testCategories, 'x')).toEqual([]);
  });
});

describe('sale', () => {
  test('lists on-sale products, biggest discount first by default', () => {
    // discounts: 1 -> 20, 3 -> 17, 6 -> 50, 9 -> 7
    expect(ids(saleProducts(catalogue))).toEqual(['6', '1', '3', '9']);
    expect(ids(saleProducts(catalogue, 'discount-low'))).toEqual(['9', '3', '1', '6']);
    expect(ids(saleProducts(catalogue, 'price-low'))).toEqual(['6', '3', '1', '9']);
    expect(ids(saleProducts(catalogue, 'price-high'))).toEqual(['9', '1', '3', '6']);
    expect(ids(saleProducts(catalogue, 'rating'))).toEqual(['9', '1', '6', '3']);
  });

  test('equal discounts keep catalogue order', () => {
    const local = buildCatalogue([
      { price: 800, originalPrice: 1000 },
      { price: 1600, originalPrice: 2000 },
      { price: 500, originalPrice: 1000 },
    ]);
    expect(ids(saleProducts(local))).toEqual(['3', '1', '2']);
  });

  test('maxDiscount is the largest badge percent, 0 when nothing is discounted', () => {
    expect(maxDiscount(catalogue)).toBe(50);
    expect(maxDiscount([])).toBe(0);
    expect(maxDiscount([buildProduct({ price: 100 })])).toBe(0);
  });
});

describe('relatedProducts', () => {
  test('same category, never the product itself, at most 4 in catalogue order', () => {
    const product = catalogue[2]!;
    expect(ids(relatedProducts(catalogue, product))).toEqual(['4', '10']);
    const many = buildCatalogue(Array.from({ length: 7 }, () => ({ category: 'books' as const })));
    expect(ids(relatedProducts(many, many[0]!))).toEqual(['2', '3', '4', '5']);
    expect(ids(relatedProducts(many, many[3]!, 2))).toEqual(['1', '2']);
  });

  test('categoryCounts counts catalogue products per category, 0 for an empty one', () => {
    const counts = categoryCounts(catalogue, [...testCategories, buildCategory('garden')]);
    expect(counts.home).toBe(3);
    expect(counts.beauty).toBe(1);
    expect(counts.garden).toBe(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(catalogue.length);
  });
});

describe('search agrees with the plain rule', () => {
  const word = fc.stringMatching(/^[abAB&é]{1,3}$/);
  const text = fc.array(word, { minLength: 0, maxLength: 4 }).map((w) => w.join(' '));
  const productArb = fc.record({
    name: text,
    brand: text,
    description: text,
    category: fc.constantFrom(...testCategories.map((c) => c.id)),
  });
  const queryArb = fc.oneof(
    word,
    fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => ` ${w.join('  ')} `),
  );

  test('searchProducts returns exactly the products matchesQuery accepts, ranked', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 12 }), queryArb, (items, query) => {
        const products = buildCatalogue(items);
        const names = new Map(testCategories.map((c) => [c.id, c.name]));
        const expected = products.filter((p) => matchesQuery(p, names.get(p.category) ?? '', query));
        const terms = query.trim().toLowerCase().split(/\s+/u);
        const phrase = terms.join(' ');
        const rank = (p: (typeof products)[number]) =>
          relevanceRank(searchEntry(p, names.get(p.category) ?? ''), phrase, terms);
        const ranked = [...expected].sort((a, b) => rank(a) - rank(b));
        expect(ids(searchProducts(products, testCategories, query))).toEqual(ids(ranked));
        expect(ids(searchProducts(products, testCategories, query, 'newest'))).toEqual(
          ids(expected).reverse(),
        );
      }),
      { numRuns: 500 },
    );
  });
});
