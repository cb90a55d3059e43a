// `npm run catalogue:generate -- --count N --out DIR`: writes a deterministic, realistic catalogue of
// N products (the demo's categories and images; names, brands, descriptions, specifications, sale
// and out-of-stock shares like the demo's; written reviews for some; sizes and colours where the
// demo has them; brands at long-tailed shares) for benchmarks and tests.
// The same N always gives the same files. See catalogue/README.md for the format.
//
// With --photos the products and categories show photographs instead: 2,000 px JPEGs drawn by
// photo-generate.mjs, a pool of --photo-pool of them (default: one per product, up to 200) reused
// in turn across the products, one more for every third product (its gallery's second image) and
// one per category. Photo k is the same picture whatever N, so catalogues share the image cache.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { command } from './cli.mjs';
import { DEMO, generate } from './generated-catalogue-records.mjs';
import { PHOTOS, withPhotos } from './generated-catalogue-photos.mjs';

const { values } = command({
  name: 'npm run catalogue:generate',
  summary: 'Writes a deterministic catalogue of N products (see catalogue/README.md) into DIR.',
  options: {
    count: { type: 'string', value: 'N', integer: { min: 1, max: 100_000 }, default: 2000, help: 'products' },
    out: { type: 'string', value: 'DIR', required: true, help: 'the folder to write (replaced)' },
    photos: { type: 'boolean', help: 'generated 2,000 px photographs instead of the demo images' },
    'photo-pool': {
      type: 'string',
      value: 'P',
      integer: { min: 1 },
      help: 'photographs reused across the products (default N, up to 200)',
    },
  },
});
const count = values.count;
const pool = values['photo-pool'] ?? Math.min(count, 200);
// The photographs' drawing library (sharp): loaded once the arguments are known to be good.
const { writePhoto } = await import('./photo-generate.mjs');
const out = path.resolve(values.out);
const { categories, products, reviews } = generate(count);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync(path.join(DEMO, 'images'), path.join(out, 'images'), { recursive: true });
if (values.photos) {
  const photos = withPhotos({ categories, products }, pool);
  mkdirSync(path.join(out, 'images', PHOTOS), { recursive: true });
  const started = Date.now();
  for (const [src, [seed, width, height]] of photos) {
    await writePhoto(path.join(out, 'images', src), seed, width, height);
  }
  console.log(
    `catalogue:generate: ${photos.size} photographs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
for (const [name, rows] of Object.entries({ categories, products, reviews })) {
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(rows, null, 1)}\n`);
}
console.log(`catalogue:generate: ${products.length} products, ${reviews.length} reviews in ${out}`);
