/**
 * The `sizes` of each place a catalogue image is shown: how wide it is drawn (CSS px) at each
 * viewport width, so the browser picks the narrowest version that is sharp (components/catalogue-image.tsx).
 * Each follows its layout's classes: pages are `max-w-7xl px-4` (at most 1,248 px of content), grids
 * `gap-6` (24 px) and breakpoints sm 640, md 768, lg 1024, xl 1280. Slight overestimates are safe
 * (a little sharper); underestimates are not.
 */

/** Widest first: `(min-width: <px>px) <size>` for each breakpoint, then the size below them all. */
export function sizesAttribute(rules: readonly (readonly [number, string])[], narrowest: string): string {
  return [...rules.map(([min, size]) => `(min-width: ${min}px) ${size}`), narrowest].join(', ');
}

/** One of `n` columns (gap 24 px) in the viewport's width less `inset` px (padding, side column). */
const columns = (n: number, inset: number) => `calc((100vw - ${inset + 24 * (n - 1)}px) / ${n})`;
/** One of `n` columns in `content` px, the most the page gives them from 1,280 px wide. */
const columnsAtMax = (n: number, content: number) => `${Math.ceil((content - 24 * (n - 1)) / n)}px`;
/** Phones from 360 px: two cards a row (gap 12 px) in the viewport less its 32 px padding. */
const phoneTwoColumns = [360, 'calc((100vw - 44px) / 2)'] as const;

export const imageSizes = {
  /** ProductGrid, 1 / 2 / 3 columns (sale, wishlist, categories page): 400 px at 1,280. */
  grid3: sizesAttribute(
    [[1280, columnsAtMax(3, 1248)], [1024, columns(3, 32)], [640, columns(2, 32)], phoneTwoColumns],
    'calc(100vw - 32px)',
  ),
  /** Cards beside a 15rem filter column (gap 32 px) from lg, /products and /search: 310 px at 1,280. */
  grid3BesideFilters: sizesAttribute(
    [
      [1280, columnsAtMax(3, 1248 - 240 - 32)],
      [1024, columns(3, 32 + 240 + 32)],
      [640, columns(2, 32)],
      phoneTwoColumns,
    ],
    'calc(100vw - 32px)',
  ),
  /** ProductGrid, 1 / 2 / 4 columns (Featured products, Related Products): 294 px at 1,280. */
  grid4: sizesAttribute(
    [[1280, columnsAtMax(4, 1248)], [1024, columns(4, 32)], [640, columns(2, 32)], phoneTwoColumns],
    'calc(100vw - 32px)',
  ),
  /** The home page's categories, 2 / 3 / 6 columns: 188 px at 1,280. */
  grid6: sizesAttribute(
    [
      [1280, columnsAtMax(6, 1248)],
      [768, columns(3, 32)],
    ],
    columns(2, 32),
  ),
  /** The product page's main image: half the page from md (gap 32, 48 from lg), 600 px at 1,280. */
  gallery: sizesAttribute(
    [
      [1280, '600px'],
      [1024, 'calc(50vw - 40px)'],
      [768, 'calc(50vw - 32px)'],
    ],
    'calc(100vw - 32px)',
  ),
  /** The gallery's thumbnails: 6 columns (gap 8 px) below md (overestimated as 4), 5 from md. */
  thumbnail: sizesAttribute(
    [
      [1280, '111px'],
      [768, 'calc(10vw - 16px)'],
      [640, 'calc(20vw - 16px)'],
    ],
    'calc(25vw - 17px)',
  ),
  /** A cart line's image: size-20, sm:size-28. */
  cartLine: sizesAttribute([[640, '112px']], '80px'),
  /** A saved-for-later item: size-20. */
  savedItem: '80px',
  /** An order's item (checkout summary, review, confirmation): size-12. */
  orderItem: '48px',
  /** A product page's option swatch (a colour shown by its picture): size-11. */
  swatch: '44px',
  /** A header search suggestion: size-10. */
  suggestion: '40px',
} as const;
