/** The catalogue the build under test was made from (LUMINA_CATALOG, else the demo's). */
import type { Product } from '../../src/domain/types';
import { loadCatalog } from '../../src/catalog-source/load-catalog';

const catalog = loadCatalog();
const byId = new Map(catalog.products.map((product) => [product.id, product]));

export function getProductById(id: string): Product | undefined {
  return byId.get(id);
}
