/** Fetches the catalogue index file the build wrote (domain/catalogue-data-files.ts) and decodes it. */
import { type CatalogueIndexFile, decodeCatalogueIndex } from '@/domain/catalogue-index-file';
import type { CatalogueIndex } from '@/domain/catalogue-query';

export async function loadCatalogueIndex(url: string): Promise<CatalogueIndex> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return decodeCatalogueIndex((await response.json()) as CatalogueIndexFile);
}
