import { describe, expect, it } from 'vitest';
import { imageSources, variantSrcSet, variantUrl, variantWidths } from './image-variants';

describe('variantWidths', () => {
  it('keeps every responsive width a 2,000 px original covers', () => {
    expect(variantWidths(2000)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
  });

  it('never upscales: drops the wider ones and adds the original width when narrower than 1,600', () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('the versions of an image', () => {
  const photo = { src: '/images/products/1-1.3f9a2c4b7e01.jpg', widths: [320, 640] };

  it('are named after the content-hashed fallback', () => {
    expect(variantUrl(photo.src, 640, 'avif')).toBe('/images/products/1-1.3f9a2c4b7e01-640.avif');
  });

  it('make one srcset per format, AVIF first, narrowest first', () => {
    expect(variantSrcSet(photo, 'webp')).toBe(
      '/images/products/1-1.3f9a2c4b7e01-320.webp 320w, /images/products/1-1.3f9a2c4b7e01-640.webp 640w',
    );
    expect(imageSources(photo).map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('are none for SVG art', () => {
    expect(imageSources({ src: '/images/products/1-1.svg' })).toEqual([]);
  });
});
