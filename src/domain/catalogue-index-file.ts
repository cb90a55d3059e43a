/**
 * The catalogue index as files (decision 0010): one array per field rather than one object per
 * product, so like values sit together and the files compress a third smaller (306 KiB to 201 KiB
 * gzip at 10,000 generated products). Encoded by the build, decoded by the catalogue worker.
 *
 * Two parts: what a search reads and a suggestion shows (ids, names, brands, categories,
 * descriptions, prices, the image's file; 91 KB gzip at 10,000) comes first, so the header's
 * suggestions need about half the bytes; what only cards show and facets read (ratings, old
 * prices, stock, alt text, the placeholder, the variants' values and stock; 88 KB, 101 KB with a
 * third of the products in sizes or colours) follows, or comes with it for a page of cards.
 */
import type { CatalogueIndex } from './catalogue-query';
import type { OptionOrder } from './facet-types';
import type { IndexedProduct } from './types';

/** The first part: field -> one value per product, in catalogue order. */
export interface CatalogueSearchFile {
  categories: CatalogueIndex['categories'];
  synonyms?: CatalogueIndex['synonyms']; // the shop owner's, when there are any
  columns: {
    id: IdColumn;
    name: string[];
    brand: string[];
    category: string[];
    description: string[];
    price: number[];
    imageSrc: string[];
    imageWidth: number[];
    imageHeight: number[];
    /** A raster image's version widths ([] for SVG). */
    imageWidths: number[][];
  };
}

/**
 * Product ids as written, or, when every id is a whole number written plainly ('7', '1024'; not
 * '007' or 'SKU-7'), as the steps from one id to the next: a catalogue numbered in order is then a
 * column of 1s, which compresses to almost nothing (15 of 84 KB brotli at 10,000 products).
 */
export type IdColumn = string[] | { steps: number[] };

const plainNumber = /^(?:0|[1-9]\d{0,14})$/;

export function encodeIds(ids: readonly string[]): IdColumn {
  if (!ids.every((id) => plainNumber.test(id))) return [...ids];
  return { steps: ids.map((id, i) => Number(id) - Number(ids[i - 1] ?? 0)) };
}

export function decodeIds(column: IdColumn): string[] {
  if (Array.isArray(column)) return column;
  let id = 0;
  return column.steps.map((step) => String((id += step)));
}

/**
 * The second part, same order. originalPrice 0 = none; inStock 1 or 0; placeholder '' = none.
 * The variants facets read (domain/facets.ts) come as numbers into one table of option values:
 * `variantValues` lists, variant after variant, the table index of each of its values (as many a
 * variant as the product has options), `variantStock` one '1' or '0' a variant ([] and '' for a
 * product without variants; the three are left out in a catalogue without options). Brand,
 * rating and stock, which facets read too, are columns already.
 */
export interface CatalogueCardsFile {
  /** Every option value of the catalogue once, [option name, value], each option's in display order. */
  optionValues?: [string, string][];
  columns: {
    originalPrice: number[];
    rating: number[];
    reviewCount: number[];
    inStock: number[];
    imageAlt: string[];
    imagePlaceholder: string[];
    variantValues?: number[][];
    variantStock?: string[];
  };
}

/** The products' variants as the cards part writes them (see CatalogueCardsFile). */
function encodeVariants(products: readonly IndexedProduct[], order: OptionOrder) {
  const table: [string, string][] = [];
  const ids = new Map<string, number>();
  const idOf = (name: string, value: string) => {
    const key = JSON.stringify([name, value]);
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = table.push([name, value]) - 1));
    return id;
  };
  // The table lists each option's values in display order first: decoding gives the order back.
  for (const [name, values] of Object.entries(order)) for (const value of values) idOf(name, value);
  const variantValues = products.map((p) =>
    (p.variants ?? []).flatMap((v) => Object.entries(v.options).map(([name, value]) => idOf(name, value))),
  );
  const variantStock = products.map((p) => (p.variants ?? []).map((v) => (v.inStock ? '1' : '0')).join(''));
  return { table, variantValues, variantStock };
}

function decodeVariants(
  table: readonly [string, string][],
  values: readonly number[],
  stock: string,
): IndexedProduct['variants'] {
  if (stock.length === 0) return undefined;
  const width = values.length / stock.length;
  return [...stock].map((flag, i) => ({
    options: Object.fromEntries(values.slice(i * width, (i + 1) * width).map((id) => table[id] ?? ['', ''])),
    inStock: flag === '1',
  }));
}

export function encodeCatalogueIndex({ categories, products, optionOrder = {}, synonyms }: CatalogueIndex): {
  search: CatalogueSearchFile;
  cards: CatalogueCardsFile;
} {
  const column = <T>(value: (product: IndexedProduct) => T) => products.map(value);
  const { table, variantValues, variantStock } = encodeVariants(products, optionOrder);
  // A catalogue without options writes the files it wrote before there were any.
  const anyVariants = table.length > 0;
  return {
    search: {
      categories,
      ...(synonyms ? { synonyms } : {}),
      columns: {
        id: encodeIds(products.map((p) => p.id)),
        name: column((p) => p.name),
        brand: column((p) => p.brand),
        category: column((p) => p.category),
        description: column((p) => p.description),
        price: column((p) => p.price),
        imageSrc: column((p) => p.images[0]?.src ?? ''),
        imageWidth: column((p) => p.images[0]?.width ?? 0),
        imageHeight: column((p) => p.images[0]?.height ?? 0),
        imageWidths: column((p) => [...(p.images[0]?.widths ?? [])]),
      },
    },
    cards: {
      ...(anyVariants ? { optionValues: table } : {}),
      columns: {
        originalPrice: column((p) => p.originalPrice ?? 0),
        rating: column((p) => p.rating),
        reviewCount: column((p) => p.reviewCount),
        inStock: column((p) => (p.inStock ? 1 : 0)),
        imageAlt: column((p) => p.images[0]?.alt ?? ''),
        imagePlaceholder: column((p) => p.images[0]?.placeholder ?? ''),
        ...(anyVariants ? { variantValues, variantStock } : {}),
      },
    },
  };
}

/**
 * The index from its files. Without the cards' part, each product has what a search reads and a
 * suggestion shows, and neutral card fields (no rating, in stock, no alt text): enough for the
 * header's suggestions, not for cards.
 */
export function decodeCatalogueIndex(
  { categories, synonyms, columns: s }: CatalogueSearchFile,
  cards?: CatalogueCardsFile,
): CatalogueIndex {
  const at = <T>(values: readonly T[] | undefined, i: number, fallback: T): T => values?.[i] ?? fallback;
  const c = cards?.columns;
  const products = decodeIds(s.id).map((id, i): IndexedProduct => {
    const originalPrice = at(c?.originalPrice, i, 0);
    const src = at(s.imageSrc, i, '');
    const widths = at(s.imageWidths, i, []);
    const placeholder = at(c?.imagePlaceholder, i, '');
    const variants = decodeVariants(
      cards?.optionValues ?? [],
      at(c?.variantValues, i, []),
      at(c?.variantStock, i, ''),
    );
    return {
      id,
      name: at(s.name, i, ''),
      brand: at(s.brand, i, ''),
      category: at(s.category, i, ''),
      price: at(s.price, i, 0),
      ...(originalPrice > 0 ? { originalPrice } : {}),
      rating: at(c?.rating, i, 0),
      reviewCount: at(c?.reviewCount, i, 0),
      images: src
        ? [
            {
              src,
              alt: at(c?.imageAlt, i, ''),
              width: at(s.imageWidth, i, 0),
              height: at(s.imageHeight, i, 0),
              ...(widths.length > 0 ? { widths } : {}),
              ...(placeholder ? { placeholder } : {}),
            },
          ]
        : [],
      inStock: at(c?.inStock, i, 1) === 1,
      description: at(s.description, i, ''),
      ...(variants ? { variants } : {}),
    };
  });
  const optionOrder: Record<string, string[]> = {};
  for (const [name, value] of cards?.optionValues ?? []) (optionOrder[name] ??= []).push(value);
  return { categories, products, optionOrder, ...(synonyms ? { synonyms } : {}) };
}
