/** The catalogue folder's data, validated at build time by catalogue-plugin.ts. */
declare module 'virtual:lumina-catalogue' {
  import type { Category, Product, Review } from '@/domain/types';

  /** The categories, in display order. */
  export const categories: readonly Category[];
  /** The products, in catalogue order (the first 8 are the home page's Featured products). */
  export const products: readonly Product[];
  /** The written reviews, in authored order. */
  export const reviews: readonly Review[];
  /** synonyms.txt: a word -> the words a search for it tries when it finds nothing. */
  export const synonyms: Readonly<Record<string, string>>;
}

/** What the browser's code knows of the catalogue without loading it. */
declare module 'virtual:lumina-catalogue/client' {
  /** How many shard files /data/products/<n>.json the build wrote (domain/product-shards.ts). */
  export const productShardCount: number;
}
