// The options and variants of a generated product (generated-catalogue-records.mjs), after its
// demo template's: the clothing and shoes in sizes (a run of the template's), some also in
// colours, the headphones in colours with their own pictures, the sheet set in bed sizes at their
// own prices. About one product in eight sizes out of one of its variants.

/** A run of at least half the values (sizes: XS-L, M-XXL...). */
function run(values, next) {
  const length = Math.ceil(values.length / 2) + Math.floor(next() * (values.length / 2 + 1));
  const start = Math.floor(next() * (values.length - Math.min(length, values.length) + 1));
  return values.slice(start, start + length);
}

/** A non-empty subset, in order. */
function subset(values, next) {
  const kept = values.filter(() => next() < 0.7);
  return kept.length > 0 ? kept : [values[Math.floor(next() * values.length)]];
}

const combinations = (options) =>
  options.reduce(
    (all, option) =>
      all.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  );

const sameValues = (a, b) => Object.keys(a).every((name) => a[name] === b[name]);

/** A price like the generator's others ($x9.99), near `cents`. */
const retail = (cents) => Math.max(499, Math.round(cents / 100) * 100 - 1);

/**
 * A variant's own price stays within the listing's default price range (up to $1,500,
 * src/domain/price-range.ts), like every generated product's, so a generated catalogue lists all its
 * products on /products: a product listed at a dearer variant's price would fall outside it.
 */
const MAX_LISTED = 149_999;

/**
 * The product's options and variants after `template`'s, or undefined when the template has none.
 * `product` has its id, name, price and originalPrice; `soldOut` sells out every variant.
 */
export function variantsLike(template, product, next, soldOut) {
  if (!template.options) return undefined;
  const options = template.options.map((option) => ({
    name: option.name,
    values: option.name === 'Size' ? run(option.values, next) : subset(option.values, next),
  }));
  const combos = combinations(options);
  const sold = combos.filter(() => next() >= 0.08);
  const someSoldOut = next() < 0.35;
  const variants = (sold.length > 0 ? sold : combos.slice(0, 1)).map((values, k) => {
    const like = template.variants.find((v) => sameValues(values, v.options));
    const ratio = like?.price ? like.price / template.price : 1;
    const own = ratio === 1 ? {} : { price: Math.min(MAX_LISTED, retail(product.price * ratio)) };
    if (own.price && product.originalPrice) {
      own.originalPrice = retail((own.price * product.originalPrice) / product.price) + 100;
    }
    return {
      id: `${product.id}-${k + 1}`,
      options: values,
      inStock: !soldOut && !(someSoldOut && next() < 0.3),
      ...own,
      ...(like?.images
        ? {
            images: like.images.map((image) => ({
              src: image.src,
              alt: `${product.name}, ${Object.values(values).join(', ')}`,
            })),
          }
        : {}),
    };
  });
  return { options, variants };
}
