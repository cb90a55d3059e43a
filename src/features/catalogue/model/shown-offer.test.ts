import { expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { shownOffer } from './shown-offer';

const variantOf = (productId: string, variantId: string) =>
  getProductById(productId)!.variants!.find((v) => v.id === variantId)!;

test('a product without options offers its own price, stock and pictures', () => {
  const camera = getProductById('12')!;
  expect(shownOffer(camera, undefined)).toEqual({
    price: camera.price,
    inStock: false,
    images: camera.images,
    picturesVary: false,
  });
  const lamp = getProductById('3')!;
  expect(shownOffer(lamp, undefined)).toMatchObject({ price: lamp.price, inStock: true });
});

test("a variant's own price, stock and pictures, else the product's", () => {
  const sheets = getProductById('9')!;
  expect(shownOffer(sheets, variantOf('9', '9-king'))).toEqual({
    price: 21999,
    inStock: true,
    images: sheets.images,
    picturesVary: false,
  });
  expect(shownOffer(sheets, variantOf('9', '9-twin')).price).toBe(15999);
  const headphones = getProductById('1')!;
  const sand = shownOffer(headphones, variantOf('1', '1-sand'));
  expect(sand).toMatchObject({ price: 24999, originalPrice: 29999, picturesVary: true });
  expect(sand.images[0]!.alt).toContain('in sand');
  expect(shownOffer(getProductById('2')!, variantOf('2', '2-oat-xxl')).inStock).toBe(false);
});
