import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CatalogueImage } from './catalogue-image';

const photo = {
  src: '/assets/images/products/1-1.3f9a2c4b7e01.jpg',
  alt: 'A tent',
  width: 1600,
  height: 1200,
  widths: [320, 640],
  placeholder: 'data:image/webp;base64,AAAA',
};

test('an image URL is a plain <img> with its size, its src as it is and no referrer; lazy unless priority', () => {
  const image = {
    src: 'https://cdn.ridgeline.example/products/bivy.jpg',
    alt: 'A bivy',
    width: 600,
    height: 600,
  };
  const { container, rerender } = render(<CatalogueImage image={image} sizes="100vw" />);
  expect(container.querySelector('picture, source')).toBeNull();
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('https://cdn.ridgeline.example/products/bivy.jpg');
  expect(img).toHaveAttribute('width', '600');
  expect(img).toHaveAttribute('height', '600');
  expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img.getAttribute('style')).toBeNull();
  rerender(<CatalogueImage image={image} sizes="100vw" priority />);
  expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
});

test('a processed photograph is a <picture> with AVIF and WebP over its placeholder, sending the referrer', () => {
  const { container } = render(<CatalogueImage image={photo} sizes="100vw" />);
  expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  const img = container.querySelector('picture > img')!;
  expect(img).not.toHaveAttribute('referrerpolicy');
  expect(img.getAttribute('style')).toContain('data:image/webp;base64,AAAA');
});
