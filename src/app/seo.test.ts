import { expect, test } from 'vitest';
import { pageMeta } from './seo';

const ogImage = (image: string) =>
  pageMeta({ title: 'Bivy', description: 'A bivy', path: '/product/8', image }).find(
    (tag) => 'property' in tag && tag.property === 'og:image',
  );

test("Open Graph's image: a path on the shop's origin, an image URL as it is", () => {
  expect(ogImage('/images/products/8.svg')).toEqual({
    property: 'og:image',
    content: 'https://lumina.example/images/products/8.svg',
  });
  expect(ogImage('https://CDN.ridgeline.example/p/8.jpg?v=2')).toEqual({
    property: 'og:image',
    content: 'https://CDN.ridgeline.example/p/8.jpg?v=2',
  });
});
