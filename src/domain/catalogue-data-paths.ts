/**
 * Where the browser finds the catalogue's data files (decision 0010): the catalogue index and the
 * suggestion prefix files. Known without the catalogue (and without any import, so the build's
 * configuration can list them to prerender).
 */

/** The catalogue index, what the browser's catalogue worker lists and searches: its first part, what
 * a search reads and a suggestion shows (domain/catalogue-index-file.ts)... */
export const catalogueIndexUrl = '/data/catalogue.json';
/** ...and its second part, what only cards show. */
export const catalogueCardsUrl = '/data/catalogue-cards.json';

/** How many prefix files there are: a query's file is its first character's code point modulo this. */
export const prefixFileCount = 32;

/** The prefix file's path for `file` (0 to prefixFileCount - 1). */
export function prefixFileUrl(file: number): string {
  return `/data/suggest/${file}.json`;
}

/** Every data file's path. */
export const catalogueDataPaths: readonly string[] = [
  catalogueIndexUrl,
  catalogueCardsUrl,
  ...Array.from({ length: prefixFileCount }, (_, i) => prefixFileUrl(i)),
];
