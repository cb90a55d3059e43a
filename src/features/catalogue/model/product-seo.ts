/**
 * Search-engine data for a product page: the meta description and schema.org JSON-LD (a Product,
 * or for a product with options a ProductGroup whose variants are Products).
 */
import { productPath } from '@/config/paths';
import { shop } from '@/config/shop';
import { market, marketPath, money } from '@/config/market';
import { absoluteImageUrl } from '@/domain/image-variants';
import { centsToDollars } from '@/domain/money';
import type { Category, Product } from '@/domain/types';
import type { ProductVariant } from '@/domain/variant-types';
import { variantImages, variantPrice } from '@/domain/variants';

const DESCRIPTION_MAX = 160;

function absolute(path: string): string {
  return new URL(marketPath(market, path), shop.siteOrigin).href;
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

/** schema.org properties an option may stand for (ProductGroup's variesBy), by lower-case name. */
const optionProperties: Readonly<Record<string, string>> = {
  size: 'size',
  colour: 'color',
  color: 'color',
  material: 'material',
  pattern: 'pattern',
};

function offer(url: string, price: number, inStock: boolean): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url,
    price: offerPrice(price),
    priceCurrency: money.currency,
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
}

/**
 * A variant as a schema.org Product: its SKU, name with its values ('Tee (Oat, M)'), pictures, its
 * values as the schema.org properties they stand for (size, color...; any other option as an
 * additionalProperty) and its own offer at its own address.
 */
function variantJsonLd(product: Product, variant: ProductVariant): Record<string, unknown> {
  const url = absolute(productPath(product.id, variant.id));
  const chosen = (product.options ?? []).flatMap((option) => {
    const value = variant.options[option.name];
    return value === undefined ? [] : [{ name: option.name, value }];
  });
  const known = chosen.flatMap(({ name, value }) => {
    const property = optionProperties[name.toLowerCase()];
    return property ? [[property, value] as const] : [];
  });
  const others = chosen.filter(({ name }) => !optionProperties[name.toLowerCase()]);
  return {
    '@type': 'Product',
    '@id': url,
    sku: variant.id,
    name: `${product.name} (${chosen.map(({ value }) => value).join(', ')})`,
    image: variantImages(product, variant).map((image) => absoluteImageUrl(image.src, shop.siteOrigin)),
    ...Object.fromEntries(known),
    ...(others.length > 0
      ? { additionalProperty: others.map(({ name, value }) => ({ '@type': 'PropertyValue', name, value })) }
      : {}),
    offers: offer(url, variantPrice(product, variant).price, variant.inStock),
  };
}

/**
 * schema.org Product: name, images, description, sku, brand, category, one Offer (price, currency,
 * availability, URL) and, when the product has reviews, its AggregateRating. A product with options
 * is a ProductGroup instead (productGroupID, variesBy, hasVariant: a Product for each variant, with
 * its own SKU, values and offer), with the same name, images, brand, category and rating.
 */
export function productJsonLd(product: Product, category?: Category): Record<string, unknown> {
  const url = absolute(productPath(product.id));
  const common = {
    '@context': 'https://schema.org',
    '@id': url,
    name: product.name,
    image: product.images.map((image) => absoluteImageUrl(image.src, shop.siteOrigin)),
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    ...(category ? { category: category.name } : {}),
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
  if (product.variants && product.variants.length > 0) {
    const variesBy = (product.options ?? []).flatMap((option) => {
      const property = optionProperties[option.name.toLowerCase()];
      return property ? [`https://schema.org/${property}`] : [];
    });
    return {
      ...common,
      '@type': 'ProductGroup',
      url,
      productGroupID: product.id,
      variesBy,
      hasVariant: product.variants.map((variant) => variantJsonLd(product, variant)),
    };
  }
  return {
    ...common,
    '@type': 'Product',
    sku: product.id,
    offers: offer(url, product.price, product.inStock),
  };
}
