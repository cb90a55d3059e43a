/** Fetches the catalogue index file the build wrote (catalog-plugin.ts). */
import type { CatalogueIndex } from '@/domain/catalogue-query';

export async function loadCatalogueIndex(url: string): Promise<CatalogueIndex> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as CatalogueIndex;
}
