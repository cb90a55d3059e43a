/**
 * The catalogue's data files (decision 0010), as the build writes them through prerendered
 * resource routes and as tests answer them: URL path -> JSON text.
 */
import { catalogueCardsUrl, catalogueIndexUrl, prefixFileCount, prefixFileUrl } from './catalogue-data-paths';
import { encodeCatalogueIndex } from './catalogue-index-file';
import { answerCatalogueQuery, type CatalogueIndex } from './catalogue-query';
import { suggestionRequest } from './catalogue-request';
import { searchEntry } from './search-index';
import { fileOf, prefixQueryMax, type PrefixFile } from './suggestion-prefixes';

export function catalogueDataFiles(index: CatalogueIndex): Map<string, string> {
  const { search, cards } = encodeCatalogueIndex(index);
  return new Map([
    [catalogueIndexUrl, JSON.stringify(search)],
    [catalogueCardsUrl, JSON.stringify(cards)],
    ...prefixFiles(index).map((file, i): [string, string] => [prefixFileUrl(i), JSON.stringify(file)]),
  ]);
}

/** Every prefix file of the catalogue, by number (each file's keys in code point order). */
export function prefixFiles(index: CatalogueIndex): PrefixFile[] {
  const names = new Map(index.categories.map((c) => [c.id, c.name]));
  const keys = new Set<string>();
  for (const product of index.products) {
    for (const word of searchEntry(product, names.get(product.category) ?? '').all.split(/\s+/u)) {
      for (let i = 0; i < word.length; i++) {
        keys.add(word.slice(i, i + 1));
        if (i + 1 < word.length) keys.add(word.slice(i, i + 2));
      }
    }
  }
  // A short synonym is answered before the index loads too.
  for (const word of Object.keys(index.synonyms ?? {})) if (word.length <= prefixQueryMax) keys.add(word);
  const files = Array.from({ length: prefixFileCount }, (): PrefixFile => ({ items: [], answers: {} }));
  const slots = files.map(() => new Map<string, number>());
  for (const key of [...keys].sort()) {
    const { items, total, correctedQuery } = answerCatalogueQuery(index, suggestionRequest(key));
    const at = fileOf(key);
    const file = files[at];
    const slot = slots[at];
    if (!file || !slot || total === 0) continue;
    const picks = items.map((item) => {
      let i = slot.get(item.id);
      if (i === undefined) slot.set(item.id, (i = file.items.push(item) - 1));
      return i;
    });
    file.answers[key] = correctedQuery === undefined ? [total, picks] : [total, picks, correctedQuery];
  }
  return files;
}
