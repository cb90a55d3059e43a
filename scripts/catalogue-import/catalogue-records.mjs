// The catalogue's records (catalogue/README.md) from the products an export's reader returns:
// ids from handles and SKUs, prices in cents, categories with their defaults, which image files to
// copy into images/ and which image URLs to keep as they are. A product record from a reader:
//   { row, handle, name, brand, category, description, images: [{ row, column, src, alt }],
//     specifications, price, originalPrice, inStock }   or, with options, instead of the last three:
//   { options: [{ name, values }], variants: [{ row, sku, skuColumn, optionColumn, options, price,
//     originalPrice, inStock, image }] }
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { isImageUrl } from '../image-url.mjs';
import { slug } from './values.mjs';

/** The image every product without an importable photograph shows, written by the import. */
export const NO_PHOTO = 'no-photo.svg';
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;
const URL_LIKE = /^[a-z][a-z\d+.-]*:|^\/\//i;

// The category icons (categoryIcons in src/domain/types.ts), each for the words that suggest it.
const ICONS = [
  ['Shirt', /apparel|cloth|wear|shirt|jacket|coat|shoe|boot|sock|hat|glove|fleece/i],
  ['Home', /home|kitchen|furniture|garden|decor|bed|bath|cook/i],
  ['Dumbbell', /sport|fitness|outdoor|camp|hik|climb|cycl|bike|run|ski|fish|trek|tent|pack|bag/i],
  ['Laptop', /electronic|computer|laptop|phone|audio|camera|gadget/i],
  ['BookOpen', /book|map|guide|magazine|stationery/i],
];

/** The icon whose words the category's name has; Sparkles when none. */
export function categoryIcon(name) {
  return ICONS.find(([, words]) => words.test(name))?.[0] ?? 'Sparkles';
}

/**
 * The catalogue as files to write: `{ products, categories, reviews, copies: Map(dest -> file),
 * urls: Map(product id -> [image URL]), placeholders: [product id] }`; problems are added to
 * `problems`.
 */
export function catalogueRecords(records, { csvDir, shop }, problems) {
  const images = imageFiles(csvDir, problems);
  const urls = new Map();
  const placeholders = [];
  const productIds = new Set();
  const variantIds = new Map();
  const categories = new Map();
  const products = records.map((record) => {
    const id = uniqueId(slug(record.handle) || `product-${record.row}`, productIds);
    // An image URL is kept as it is (the shop shows it from its own server), a file is copied.
    const image = (cell) => {
      if (!URL_LIKE.test(cell.src)) return images.take(id, cell);
      if (!isImageUrl(cell.src)) {
        problems.add(
          cell.row,
          cell.column,
          cell.src,
          'is not an https:// URL: a shop shows images from https:// addresses only',
        );
        return undefined;
      }
      const kept = urls.get(id) ?? [];
      if (!kept.includes(cell.src)) kept.push(cell.src);
      urls.set(id, kept);
      return { src: cell.src, alt: cell.alt };
    };
    const variants = record.variants?.map((v) => ({ ...v, image: v.image && image(v.image) }));
    let productImages = record.images.map(image).filter(Boolean);
    if (productImages.length === 0)
      productImages = (variants ?? []).flatMap((v) => v.image ?? []).slice(0, 1);
    if (productImages.length === 0) {
      placeholders.push(id);
      productImages = [{ src: NO_PHOTO, alt: `No photograph of ${record.name} yet` }];
    }
    const categoryName = record.category || 'Other';
    const category = slug(categoryName) || 'other';
    if (!categories.has(category))
      categories.set(category, category_(category, categoryName, productImages[0], shop));
    const product = {
      id,
      name: record.name,
      brand: record.brand || shop,
      category,
      ...(variants ? offerOf(variants[0]) : offerOf(record)),
      rating: 0,
      reviewCount: 0,
      description: record.description || record.name,
      images: productImages,
      specifications: record.specifications,
    };
    if (!variants) return { ...product, inStock: record.inStock };
    return {
      ...product,
      options: record.options,
      variants: variants.map((v) => variantRecord(id, v, product, variantIds, problems)),
    };
  });
  return {
    products,
    categories: [...categories.values()],
    reviews: [],
    copies: images.copies,
    urls,
    placeholders,
  };
}

function category_(id, name, image, shop) {
  return { id, name, description: `${name} from ${shop}.`, icon: categoryIcon(name), image };
}

/** `{ price, originalPrice }`, the latter only when given. */
function offerOf({ price, originalPrice }) {
  return originalPrice === undefined ? { price } : { price, originalPrice };
}

/** A variant: its id from its SKU (else product id and values), its price only where it differs. */
function variantRecord(productId, v, product, taken, problems) {
  const values = Object.values(v.options);
  const combination = `${productId}\n${values.join('\n')}`;
  if (taken.has(combination))
    problems.add(
      v.row,
      v.optionColumn,
      values.join(' / '),
      `is also the variant of row ${taken.get(combination)}`,
    );
  taken.set(combination, v.row);
  const id = slug(v.sku) || slug(`${productId}-${values.join('-')}`);
  if (taken.has(id)) problems.add(v.row, v.skuColumn, v.sku, `is also the SKU of row ${taken.get(id)}`);
  taken.set(id, v.row);
  const samePrice = v.price === product.price && v.originalPrice === product.originalPrice;
  return {
    id,
    options: v.options,
    inStock: v.inStock,
    ...(samePrice ? {} : offerOf(v)),
    ...(v.image ? { images: [v.image] } : {}),
  };
}

function uniqueId(base, taken) {
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base.slice(0, 60)}-${n}`;
  taken.add(id);
  return id;
}

/**
 * The export's image files, each copied once into images/products/ under its own name (made an
 * id, and numbered when two files share one): `take` returns the catalogue's image for a cell.
 */
function imageFiles(csvDir, problems) {
  const copies = new Map();
  const bySource = new Map();
  const names = new Set();
  return {
    copies,
    take(productId, image) {
      const file = path.resolve(csvDir, image.src);
      if (!IMAGE_FILE.test(image.src)) {
        problems.add(image.row, image.column, image.src, 'is not a JPEG, PNG, WebP, AVIF or SVG file');
        return undefined;
      }
      if (!existsSync(file) || !statSync(file).isFile()) {
        problems.add(image.row, image.column, image.src, `is no file (looked for ${file})`);
        return undefined;
      }
      if (!bySource.has(file)) {
        const extension = path.extname(file).toLowerCase();
        const name = uniqueId(slug(path.basename(file, path.extname(file))) || productId, names);
        const dest = `products/${name}${extension}`;
        bySource.set(file, dest);
        copies.set(dest, file);
      }
      return { src: bySource.get(file), alt: image.alt };
    },
  };
}
