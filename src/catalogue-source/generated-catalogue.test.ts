import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { defaultPriceRange } from '../domain/price-range';
import { loadCatalogue } from './load-catalogue';

function generate(count: number): string {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lumina-generated-')), 'catalogue');
  execFileSync('node', ['scripts/catalogue-generate.mjs', '--count', String(count), '--out', out]);
  return out;
}

it('writes a valid catalogue with the demo shares of sale, out-of-stock and reviewed products', () => {
  const catalogue = loadCatalogue(generate(1000));
  expect(catalogue.products).toHaveLength(1000);
  const share = (test: (p: (typeof catalogue.products)[number]) => boolean) =>
    catalogue.products.filter(test).length / catalogue.products.length;
  expect(share((p) => p.originalPrice !== undefined)).toBeGreaterThan(0.2);
  expect(share((p) => p.originalPrice !== undefined)).toBeLessThan(0.45);
  expect(share((p) => !p.inStock)).toBeGreaterThan(0.04);
  expect(share((p) => !p.inStock)).toBeLessThan(0.15);
  const reviewed = new Set(catalogue.reviews.map((r) => r.productId));
  expect(reviewed.size / 1000).toBeGreaterThan(0.3);
  for (const p of catalogue.products) {
    const written = catalogue.reviews.filter((r) => r.productId === p.id).length;
    expect(p.reviewCount, p.id).toBeGreaterThanOrEqual(written);
  }
  expect(new Set(catalogue.products.map((p) => p.name)).size).toBeGreaterThan(900);
});

it('lists every product within the default price range, variants priced their own way included', () => {
  const { products } = loadCatalogue(generate(2000));
  const outside = products.filter((p) => p.price > defaultPriceRange.maxPrice * 100);
  expect(outside.map((p) => `${p.id} ${p.price}`)).toEqual([]);
});

it('sells about a third of its products in sizes or colours, and spreads brands unevenly', () => {
  const { products } = loadCatalogue(generate(1000));
  const inVariants = products.filter((p) => p.variants);
  expect(inVariants.length / products.length).toBeGreaterThan(0.2);
  expect(inVariants.length / products.length).toBeLessThan(0.45);
  const variants = inVariants.flatMap((p) => p.variants ?? []);
  expect(variants.length / inVariants.length).toBeGreaterThan(3);
  // Some sizes sold out in products still in stock; some variants with their own price or pictures.
  expect(inVariants.filter((p) => p.inStock && p.variants?.some((v) => !v.inStock)).length).toBeGreaterThan(
    20,
  );
  expect(variants.some((v) => v.price !== undefined)).toBe(true);
  expect(variants.some((v) => v.images !== undefined)).toBe(true);
  expect(new Set(inVariants.flatMap((p) => p.options?.map((o) => o.name)))).toEqual(
    new Set(['Size', 'Colour']),
  );
  // In every category, the commonest brand sells at least twice as many products as the rarest.
  for (const category of new Set(products.map((p) => p.category))) {
    const shares = new Map<string, number>();
    for (const p of products.filter((p) => p.category === category)) {
      shares.set(p.brand, (shares.get(p.brand) ?? 0) + 1);
    }
    expect(shares.size, category).toBeGreaterThanOrEqual(3);
    expect(Math.max(...shares.values()), category).toBeGreaterThanOrEqual(2 * Math.min(...shares.values()));
  }
});

it('is deterministic: the same count gives the same files', () => {
  const read = (dir: string) => readFileSync(path.join(dir, 'products.json'), 'utf8');
  expect(read(generate(50))).toBe(read(generate(50)));
});

it('refuses a silly count with one line that says what is wrong', () => {
  expect(() =>
    execFileSync('node', ['scripts/catalogue-generate.mjs', '--count', '0', '--out', 'x'], { stdio: 'pipe' }),
  ).toThrow(
    /--count must be a whole number from 1 to 100000, not "0" \(see npm run catalogue:generate -- --help\)/,
  );
});
