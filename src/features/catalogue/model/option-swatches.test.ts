import { expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { buildProduct } from '@/testing/builders';
import { optionSwatches } from './option-swatches';

const image = (src: string) => ({ src, alt: src, width: 600, height: 600 });

test("the demo's colours are picked by their pictures, sizes by name", () => {
  const headphones = getProductById('1')!;
  const swatches = optionSwatches(headphones, 'Colour');
  expect([...swatches!.keys()]).toEqual(['Midnight Black', 'Sand', 'Forest Green']);
  expect(swatches!.get('Sand')!.alt).toContain('in sand');
  const tee = getProductById('2')!;
  expect([...optionSwatches(tee, 'Colour')!.keys()]).toEqual(['Oat', 'Sage', 'Navy', 'Terracotta']);
  expect(optionSwatches(tee, 'Size')).toBeUndefined();
  expect(optionSwatches(getProductById('9')!, 'Size')).toBeUndefined();
  expect(optionSwatches(getProductById('3')!, 'Colour')).toBeUndefined();
});

test('an option is not picked by pictures when two values share one or a value shows several', () => {
  const product = buildProduct({
    images: [image('/p.svg')],
    options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
    variants: [
      { id: 'r', options: { Colour: 'Red' }, inStock: true, images: [image('/red.svg')] },
      { id: 'b', options: { Colour: 'Blue' }, inStock: true },
    ],
  });
  expect(optionSwatches(product, 'Colour')?.get('Blue')?.src).toBe('/p.svg');
  const shared = {
    ...product,
    variants: product.variants!.map((v) => ({ ...v, images: [image('/same.svg')] })),
  };
  expect(optionSwatches(shared, 'Colour')).toBeUndefined();
  const mixed = {
    ...product,
    options: [...product.options!, { name: 'Size', values: ['S', 'M'] }],
    variants: [
      { id: 'rs', options: { Colour: 'Red', Size: 'S' }, inStock: true, images: [image('/red.svg')] },
      { id: 'rm', options: { Colour: 'Red', Size: 'M' }, inStock: true, images: [image('/red-2.svg')] },
      { id: 'bs', options: { Colour: 'Blue', Size: 'S' }, inStock: true },
    ],
  };
  expect(optionSwatches(mixed, 'Colour')).toBeUndefined();
  // A value no variant has has no picture: the option is picked by name.
  expect(optionSwatches(mixed, 'Size')).toBeUndefined();
});
