import { expect, test } from 'vitest';
import { buildCategory, buildProduct } from '@/testing/builders';
import { offerPrice, productJsonLd, productMetaDescription } from './product-seo';

const product = buildProduct({
  id: '7',
  name: 'Trail Runner',
  brand: 'Stride',
  price: 12999,
  originalPrice: 15999,
  rating: 4.5,
  reviewCount: 12,
  inStock: true,
  images: [
    { src: '/images/products/7-1.svg', alt: 'Trail Runner', width: 800, height: 800 },
    { src: '/images/products/7-2.svg', alt: 'Trail Runner sole', width: 800, height: 800 },
  ],
});

test('the JSON-LD carries name, images, brand, offer and rating', () => {
  expect(productJsonLd(product, buildCategory('sports'))).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': 'https://lumina.example/product/7',
    name: 'Trail Runner',
    image: [
      'https://lumina.example/images/products/7-1.svg',
      'https://lumina.example/images/products/7-2.svg',
    ],
    description: product.description,
    sku: '7',
    brand: { '@type': 'Brand', name: 'Stride' },
    category: 'Sports',
    offers: {
      '@type': 'Offer',
      url: 'https://lumina.example/product/7',
      price: '129.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    },
  });
});

test('out of stock and unrated products say so', () => {
  const ld = productJsonLd({ ...product, inStock: false, reviewCount: 0 });
  expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  expect(ld).not.toHaveProperty('aggregateRating');
  expect(ld).not.toHaveProperty('category');
});

test('prices keep two decimals', () => {
  expect(offerPrice(3499)).toBe('34.99');
  expect(offerPrice(129999)).toBe('1299.99');
  expect(offerPrice(5000)).toBe('50.00');
});

test('long descriptions are cut at a word to 160 characters', () => {
  const long = buildProduct({ description: `${'word '.repeat(60)}end.` });
  const text = productMetaDescription(long);
  expect(text.length).toBeLessThanOrEqual(160);
  expect(text.endsWith('word…')).toBe(true);
  expect(productMetaDescription(buildProduct({ description: 'Short and sweet.' }))).toBe('Short and sweet.');
});
