import { describe, expect, it } from 'vitest';
import { imageSizes, sizesAttribute } from './image-sizes';

describe('image sizes', () => {
  it('lists breakpoints widest first, then the size below them', () => {
    expect(
      sizesAttribute(
        [
          [1280, '600px'],
          [768, '50vw'],
        ],
        '100vw',
      ),
    ).toBe('(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw');
  });

  it('follow the 1 / 2 / 3 column grid: 400 px columns in 1,248 px of content, two a row from 360 px', () => {
    expect(imageSizes.grid3).toBe(
      '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), (min-width: 360px) calc((100vw - 44px) / 2), calc(100vw - 32px)',
    );
  });

  it('follow /products beside its filters and the 4 and 6 column grids', () => {
    expect(imageSizes.grid3BesideFilters).toMatch(
      /^\(min-width: 1280px\) 310px, \(min-width: 1024px\) calc\(\(100vw - 352px\) \/ 3\)/,
    );
    expect(imageSizes.grid4).toMatch(/^\(min-width: 1280px\) 294px, /);
    expect(imageSizes.grid6).toBe(
      '(min-width: 1280px) 188px, (min-width: 768px) calc((100vw - 80px) / 3), calc((100vw - 56px) / 2)',
    );
  });
});
