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

/**
 * A control's accessible name: its label, then the product's. Chromium reads a label followed by a
 * visually hidden ': {name}' as 'Add to Cart : {name}', jsdom as 'Add to Cart: {name}'.
 */
export function forProduct(label: string, name: string): RegExp {
  return new RegExp(`^${label} ?: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
