// The records of a generated catalogue (catalogue-generate.mjs): products named, priced, rated and
// reviewed like the demo's, from its categories, products (as templates) and reviewers; in sizes
// and colours where their template is (generated-catalogue-variants.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { variantsLike } from './generated-catalogue-variants.mjs';
import { random } from './photo-generate.mjs';

export const DEMO = path.resolve('catalogue/demo');

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

/** The same `count` always gives the same records. */
export function generate(count) {
  const next = random(count * 7919 + 17);
  // Options and variants draw from their own sequence, so the other fields stay as they were.
  const nextVariant = random(count * 7919 + 29);
  const pick = (list) => list[Math.floor(next() * list.length)];
  // A category's brands have long-tailed shares, as a shop's do (Zipf: the first twice as common
  // as the second, three times the third...).
  const pickBrand = (brands) => {
    const weights = brands.map((_, k) => 1 / (k + 1));
    let r = next() * weights.reduce((a, b) => a + b, 0);
    return brands.find((_, k) => (r -= weights[k]) < 0) ?? brands[brands.length - 1];
  };
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
      brand: pickBrand(words.brands),
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
    // A product in sizes or colours: its stock follows from its variants' (catalogue/README.md).
    const variants = variantsLike(template, product, nextVariant, !product.inStock);
    if (variants) {
      delete product.inStock;
      Object.assign(product, variants);
    }
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
