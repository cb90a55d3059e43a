// The photographs of a generated catalogue (catalogue-generate.mjs --photos): which products and
// categories show which picture of the pool.

export const PHOTOS = 'photos';

/** Photo k of the pool: its path in images/ (k from 0). */
const poolPhoto = (k) => `${PHOTOS}/${k + 1}.jpg`;

/**
 * The catalogue with photographs: each product's images from the pool in turn (every third
 * product has a second one), each category its own. Returns the photos to draw: [src, seed, w, h].
 */
export function withPhotos({ categories, products }, pool) {
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
    // Variants show the product's photographs, not the demo's art.
    for (const variant of product.variants ?? []) delete variant.images;
  });
  categories.forEach((category, i) => {
    const src = `${PHOTOS}/category-${category.id}.jpg`;
    photos.set(src, [500 + i, 2000, 1334]);
    category.image = { src, alt: category.image.alt };
  });
  return photos;
}
