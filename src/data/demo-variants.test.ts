import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listingPair, valueStates, variantImages, variantPrice } from '@/domain/variants';
import { getAllProducts, getProductById } from './catalogue-repository';

const demoDir = fileURLToPath(new URL('../../catalogue/demo', import.meta.url));
const product = (id: string) => getProductById(id)!;
const optionNames = (id: string) => product(id).options?.map((o) => o.name);

describe('the demo sells sizes and colours', () => {
  it('gives the clothing and the shoes sizes, each with at least one size sold out', () => {
    for (const id of ['2', '4', '8', '13', '21']) {
      expect(optionNames(id), id).toContain('Size');
      const variants = product(id).variants ?? [];
      expect(
        variants.some((v) => !v.inStock),
        id,
      ).toBe(true);
      expect(product(id).inStock, id).toBe(true);
    }
    // A sold-out size is shown unavailable, not hidden.
    expect(valueStates(product('21'), 'Size', {}).at(-1)).toEqual({
      value: 'US 13',
      offered: true,
      purchasable: false,
    });
  });

  it('shows the headphones in three colours, each with its own pictures on disk', () => {
    const headphones = product('1');
    expect(optionNames('1')).toEqual(['Colour']);
    const galleries = (headphones.variants ?? []).map((v) => variantImages(headphones, v));
    expect(galleries).toHaveLength(3);
    expect(new Set(galleries.map((images) => images[0]?.src)).size).toBe(3);
    for (const image of galleries.flat()) {
      const svg = readFileSync(`${demoDir}${image.src}`, 'utf8');
      expect(svg, image.src).toContain(`width="${image.width}" height="${image.height}"`);
      expect(image.alt, image.src).toMatch(/^Wireless Noise-Cancelling Headphones in /);
    }
  });

  it('prices the sheet set by bed size, listing it at the lowest', () => {
    const sheets = product('9');
    const prices = (sheets.variants ?? []).map((v) => variantPrice(sheets, v).price);
    expect(prices).toEqual([15999, 17999, 19999, 21999]);
    expect(sheets.price).toBe(15999);
  });

  it("lists every product at its variants' lowest price, in stock while one is", () => {
    for (const p of getAllProducts()) {
      if (!p.variants) continue;
      expect(listingPair(p, p.variants), p.id).toEqual(
        p.originalPrice === undefined
          ? { price: p.price }
          : { price: p.price, originalPrice: p.originalPrice },
      );
      expect(p.inStock, p.id).toBe(p.variants.some((v) => v.inStock));
    }
    expect(
      getAllProducts()
        .filter((p) => p.variants)
        .map((p) => p.id),
    ).toEqual(['1', '2', '4', '8', '9', '13', '21']);
  });
});
