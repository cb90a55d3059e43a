// The rating stars' two mask tiles (src/app/stars.css): one star, outlined or solid, as a small PNG
// written into the stylesheet as a data: URL. Run it after changing the star's shape or size:
//   node scripts/star-masks.mjs   (prints the `mask-image` of .stars::before, then of .stars::after)
//
// Why a raster mask: an SVG image (the first drawing) costs the browser a document built on the
// main thread the first time a page shows stars; clip-path polygons (the second) cost a hit test
// on every tap on a page showing stars (docs/decisions/0019-instant-navigation.md; the traces in
// bench/decisions/0019-instant-navigation.md, "Rating stars drawn with raster masks").
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

/** The star's path in a 27 x 24 tile (lucide's star, 24 units, then a 3-unit gap to the next). */
export const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Pixels to a unit: a star is 72 px tall, what a 24 px star needs on a 3x screen (they are 16 and 20 px). */
const SCALE = 3;

/**
 * One tile as a data: URL: the star outlined (2 units wide) or solid, white on black, in sixteen
 * greys (the stylesheet masks by luminance; the edges need no more): 0.8 and 0.6 KiB, which the
 * stylesheet carries as base64 on every page.
 */
export async function starMask(kind) {
  const fill = kind === 'solid' ? 'white' : 'none';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${27 * SCALE}" height="${24 * SCALE}" viewBox="0 0 27 24"><rect width="27" height="24"/><path d="${STAR_PATH}" fill="${fill}" stroke="white" stroke-width="2" stroke-linejoin="round"/></svg>`;
  const png = await sharp(Buffer.from(svg))
    .extractChannel('red')
    .png({ compressionLevel: 9, palette: true, colours: 16, dither: 0 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const kind of ['outline', 'solid']) console.log(`mask-image: url(${await starMask(kind)});`);
}
