// `npm run catalog:generate -- --count N --out DIR`: writes a deterministic, realistic catalogue of
// N products (the demo's categories and images; names, brands, descriptions, specifications, sale
// and out-of-stock shares like the demo's; written reviews for some) for benchmarks and tests.
// The same N always gives the same files. See catalog/README.md for the format.
//
// With --photos the products and categories show photographs instead: 2,000 px JPEGs drawn by
// photo-generate.mjs, a pool of --photo-pool of them (default: one per product, up to 200) reused
// in turn across the products, one more for every third product (its gallery's second image) and
// one per category. Photo k is the same picture whatever N, so catalogues share the image cache.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { random, writePhoto } from './photo-generate.mjs';

const DEMO = path.resolve('catalog/demo');
const PHOTOS = 'photos';

const WORDS = {
  electronics: {
    traits: ['Wireless', 'Compact', 'Pro', 'Ultra-Light', 'Smart', 'Portable', 'Studio', 'Noise-Cancelling'],
    brands: ['Aurora Audio', 'Voltline', 'Kestrel Labs', 'Nimbus Tech', 'Arclight'],
  },
  clothing: {
    traits: [
      'Organic Cotton',
      'Classic',
      'Relaxed',
      'Merino',
      'Recycled',
      'Everyday',
      'Heavyweight',
      'Tailored',
    ],
    brands: ['Fieldloom', 'Northway', 'Common Thread', 'Harbor & Pine'],
  },
  home: {
    traits: ['Ceramic', 'Linen', 'Cast Iron', 'Minimal', 'Stoneware', 'Bamboo', 'Copper', 'Handmade'],
    brands: ['Hearth & Co.', 'Stillwater Home', 'Oakline', 'Morrow'],
  },
  sports: {
    traits: ['Trail', 'Adjustable', 'Cushioned', 'Lightweight', 'Pro-Grip', 'Insulated', 'All-Weather'],
    brands: ['Stride Athletics', 'Peakform', 'Tidal Sports', 'Ironleaf'],
  },
  books: {
    traits: ['Illustrated', 'Collected', 'Pocket', 'Hardcover', 'Annotated', 'Seasonal', 'Complete'],
    brands: ['Lantern Press', 'Blue Heron Books', 'Quarto House'],
  },
  beauty: {
    traits: ['Hydrating', 'Vitamin C', 'Gentle', 'Restoring', 'Botanical', 'Calming', 'Brightening'],
    brands: ['Verdant Skin', 'Petal & Stone', 'Clearwell'],
  },
};

const REVIEW_LINES = [
  ['Exactly as described', 'Arrived quickly and matches the photos. Good value for the price.'],
  ['Better than expected', 'The quality surprised me. I have used it every day for a month now.'],
  ['Solid, with one quibble', 'Works well overall, though the instructions could be clearer.'],
  ['Would buy again', 'Second one I have bought; the first is still going strong.'],
  ['Not for me', 'Well made, but it did not suit how I use it. Returning was easy.'],
  ['Great gift', 'Bought it as a present and it went down very well.'],
];

function generate(count) {
  const next = random(count * 7919 + 17);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const categories = JSON.parse(readFileSync(path.join(DEMO, 'categories.json'), 'utf8'));
  const demoProducts = JSON.parse(readFileSync(path.join(DEMO, 'products.json'), 'utf8'));
  const demoReviews = JSON.parse(readFileSync(path.join(DEMO, 'reviews.json'), 'utf8'));
  const reviewers = [...new Map(demoReviews.map((r) => [r.userId, r])).values()];
  const templates = (category) => demoProducts.filter((p) => p.category === category);

  const products = [];
  const reviews = [];
  for (let i = 1; i <= count; i += 1) {
    const category = categories[(i - 1) % categories.length].id;
    const template = pick(templates(category));
    const words = WORDS[category];
    // Named after what its picture and specifications show: the template's last two words.
    const name = `${pick(words.traits)} ${template.name.split(' ').slice(-2).join(' ')} ${100 + (i % 900)}`;
    const price = Math.max(499, Math.round(Math.exp(7 + next() * 4.9) / 100) * 100 - 1);
    const onSale = next() < 0.32;
    const written = next() < 0.45 ? 1 + Math.floor(next() * 5) : 0;
    const unrated = written === 0 && next() < 0.05;
    const target = 3.5 + next() * 1.4;
    const reviewCount = unrated ? 0 : written + Math.floor(next() * 240);
    // Every rating's stars, written ones first; the product's rating is their average (1 decimal).
    const stars = Array.from({ length: reviewCount }, () =>
      Math.min(5, Math.max(1, Math.round(target + (next() - 0.6) * 2))),
    );
    const rating =
      reviewCount === 0 ? 0 : Math.round((stars.reduce((a, b) => a + b, 0) * 10) / reviewCount) / 10;
    const product = {
      id: String(i),
      name,
      brand: pick(words.brands),
      category,
      price,
      ...(onSale ? { originalPrice: Math.round((price * (1.1 + next() * 0.4)) / 100) * 100 + 99 } : {}),
      rating,
      reviewCount,
      description: template.description,
      images: template.images.map((image) => ({
        src: image.src,
        alt: `${name}, ${image.alt.split(', ').pop()}`,
      })),
      specifications: template.specifications,
      inStock: next() >= 0.09,
    };
    products.push(product);
    for (let n = 0; n < written; n += 1) {
      const [title, comment] = pick(REVIEW_LINES);
      const who = pick(reviewers);
      const month = 1 + Math.floor(next() * 12);
      reviews.push({
        id: `${i}-${n + 1}`,
        productId: product.id,
        userId: who.userId,
        userName: who.userName,
        userAvatar: who.userAvatar,
        rating: stars[n],
        title,
        comment,
        date: `202${4 + Math.floor(next() * 2)}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
        verified: next() < 0.7,
        helpful: Math.floor(next() * 40),
      });
    }
  }
  return { categories, products, reviews };
}

/** Photo k of the pool: its path in images/ (k from 0). */
const poolPhoto = (k) => `${PHOTOS}/${k + 1}.jpg`;

/**
 * The catalogue with photographs: each product's images from the pool in turn (every third
 * product has a second one), each category its own. Returns the photos to draw: [src, seed, w, h].
 */
function withPhotos({ categories, products }, pool) {
  const photos = new Map();
  const use = (k) => {
    photos.set(poolPhoto(k), [1000 + k, 2000, 2000]);
    return poolPhoto(k);
  };
  products.forEach((product, i) => {
    const alt = (what) => `${product.name}, ${what}`;
    product.images = [{ src: use(i % pool), alt: alt('photo') }];
    if (i % 3 === 0 && pool > 1) {
      product.images.push({ src: use((i + Math.ceil(pool / 2)) % pool), alt: alt('second photo') });
    }
  });
  categories.forEach((category, i) => {
    const src = `${PHOTOS}/category-${category.id}.jpg`;
    photos.set(src, [500 + i, 2000, 1334]);
    category.image = { src, alt: category.image.alt };
  });
  return photos;
}

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    out: { type: 'string' },
    photos: { type: 'boolean', default: false },
    'photo-pool': { type: 'string' },
  },
});
const count = Number(values.count);
const pool = Number(values['photo-pool'] ?? Math.min(count, 200));
if (
  !Number.isInteger(count) ||
  count < 1 ||
  count > 100_000 ||
  !values.out ||
  !Number.isInteger(pool) ||
  pool < 1
) {
  console.error(
    'Usage: npm run catalog:generate -- --count N --out DIR [--photos [--photo-pool P]]   (N from 1 to 100000)',
  );
  process.exit(1);
}
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
    `catalog:generate: ${photos.size} photographs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
for (const [name, rows] of Object.entries({ categories, products, reviews })) {
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(rows, null, 1)}\n`);
}
console.log(`catalog:generate: ${products.length} products, ${reviews.length} reviews in ${out}`);
