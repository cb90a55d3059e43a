/** Search-engine data for a product page: the meta description and schema.org Product JSON-LD. */
import { productPath } from '@/config/paths';
import { money, shop } from '@/config/shop';
import { centsToDollars } from '@/domain/money';
import type { Category, Product } from '@/domain/types';

const DESCRIPTION_MAX = 160;

function absolute(path: string): string {
  return new URL(path, shop.siteOrigin).href;
}

/** The product's description, cut at a word boundary to at most 160 characters. */
export function productMetaDescription(product: Product): string {
  const text = product.description.replace(/\s+/gu, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/u, '')}…`;
}

/** Price as schema.org and Open Graph want it: dollars with two decimals, no symbol ("249.99"). */
export function offerPrice(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}

/**
 * schema.org Product: name, images, description, sku, brand, category, one Offer (price, currency,
 * availability, URL) and, when the product has reviews, its AggregateRating.
 */
export function productJsonLd(product: Product, category?: Category): Record<string, unknown> {
  const url = absolute(productPath(product.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    image: product.images.map((image) => absolute(image.src)),
    description: product.description,
    sku: product.id,
    brand: { '@type': 'Brand', name: product.brand },
    ...(category ? { category: category.name } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: offerPrice(product.price),
      priceCurrency: money.currency,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
