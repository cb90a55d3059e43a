import { expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
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

test('a product with options is a ProductGroup whose variants are Products with their values and offers', () => {
  const tee = buildProduct({
    id: '2',
    name: 'Crew Tee',
    price: 3499,
    originalPrice: 3999,
    images: [{ src: '/images/products/2-1.svg', alt: 'Tee', width: 800, height: 800 }],
    options: [
      { name: 'Colour', values: ['Oat', 'Navy'] },
      { name: 'Size', values: ['M'] },
      { name: 'Fit', values: ['Slim'] },
    ],
    variants: [
      { id: '2-oat-m', options: { Colour: 'Oat', Size: 'M', Fit: 'Slim' }, inStock: true },
      {
        id: '2-navy-m',
        options: { Colour: 'Navy', Size: 'M', Fit: 'Slim' },
        inStock: false,
        price: 2999,
        images: [{ src: '/images/products/2-3.svg', alt: 'Navy tee', width: 800, height: 800 }],
      },
    ],
  });
  const ld = productJsonLd(tee, buildCategory('clothing'));
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    '@id': 'https://lumina.example/product/2',
    url: 'https://lumina.example/product/2',
    name: 'Crew Tee',
    productGroupID: '2',
    variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    brand: { '@type': 'Brand', name: 'Acme' },
    category: 'Clothing',
  });
  expect(ld).not.toHaveProperty('offers');
  expect(ld).not.toHaveProperty('sku');
  expect(ld.hasVariant).toEqual([
    {
      '@type': 'Product',
      '@id': 'https://lumina.example/product/2?variant=2-oat-m',
      sku: '2-oat-m',
      name: 'Crew Tee (Oat, M, Slim)',
      image: ['https://lumina.example/images/products/2-1.svg'],
      color: 'Oat',
      size: 'M',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Fit', value: 'Slim' }],
      offers: {
        '@type': 'Offer',
        url: 'https://lumina.example/product/2?variant=2-oat-m',
        price: '34.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
    expect.objectContaining({
      sku: '2-navy-m',
      image: ['https://lumina.example/images/products/2-3.svg'],
      color: 'Navy',
      offers: expect.objectContaining({ price: '29.99', availability: 'https://schema.org/OutOfStock' }),
    }),
  ]);
});

test("the demo's sheet set lists each bed size at its own price", () => {
  const sheets = getProductById('9')!;
  const variants = productJsonLd(sheets).hasVariant as { size: string; offers: { price: string } }[];
  expect(variants.map((v) => [v.size, v.offers.price])).toEqual([
    ['Twin', '159.99'],
    ['Full', '179.99'],
    ['Queen', '199.99'],
    ['King', '219.99'],
  ]);
});

test('an image URL of the catalogue is named in the JSON-LD as it is', () => {
  const remote = buildProduct({
    id: '8',
    images: [
      { src: 'https://CDN.ridgeline.example/p/8.jpg?v=2', alt: 'Bivy', width: 600, height: 600 },
      { src: '/images/products/8-2.svg', alt: 'Bivy inside', width: 800, height: 800 },
    ],
  });
  expect(productJsonLd(remote).image).toEqual([
    'https://CDN.ridgeline.example/p/8.jpg?v=2',
    'https://lumina.example/images/products/8-2.svg',
  ]);
});
