/** The catalogue the build under test was made from (LUMINA_CATALOGUE, else the demo's). */
import type { Product } from '../../src/domain/types';
import { loadCatalogue } from '../../src/catalogue-source/load-catalogue';

const catalogue = loadCatalogue();
const byId = new Map(catalogue.products.map((product) => [product.id, product]));

export function getProductById(id: string): Product | undefined {
  return byId.get(id);
}

/** Every product of the catalogue, in catalogue order. */
export function allProducts(): readonly Product[] {
  return catalogue.products;
}
