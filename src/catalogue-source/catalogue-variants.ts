/**
 * A product's options and variants as the build reads them (catalogue/README.md, "Options and
 * variants"): each variant names one known value of every option, no combination twice, variant
 * ids unique in the whole catalogue, its images on disk. The product's price, originalPrice and
 * inStock, as listings show them, follow from the variants (listedFromVariants in domain/variants.ts).
 */
import type { ImageAsset } from '../domain/types.ts';
import type { ProductOption, ProductVariant } from '../domain/variant-types.ts';
import { listedFromVariants } from '../domain/variants.ts';
import type { CatalogueChecker } from './catalogue-checker.ts';
import { imageSlots } from './catalogue-image-files.ts';
import type { ProductFile, VariantFile } from './catalogue-schema.ts';

/** What a product with variants becomes: its options, its variants and the fields they decide. */
export interface ResolvedVariants {
  options: ProductOption[];
  variants: ProductVariant[];
  price: number;
  originalPrice?: number;
  inStock: boolean;
}

const FILE = 'products.json';

/** Reports which option values the variant at `index` lacks or names wrongly; true when it has them all. */
function checkValues(
  check: CatalogueChecker,
  label: string,
  index: number,
  variant: VariantFile,
  options: readonly ProductOption[],
): boolean {
  let valid = true;
  const field = `variants.${index}.options`;
  for (const [name, value] of Object.entries(variant.options)) {
    const option = options.find((o) => o.name === name);
    if (!option) {
      const names = options.map((o) => o.name).join(', ');
      check.report(FILE, label, `${field}.${name}`, `"${name}" is not an option of this product (${names})`);
      valid = false;
    } else if (!option.values.includes(value)) {
      const values = option.values.join(', ');
      check.report(FILE, label, `${field}.${name}`, `"${value}" is not a value of ${name} (${values})`);
      valid = false;
    }
  }
  for (const option of options) {
    if (variant.options[option.name] === undefined) {
      check.report(FILE, label, field, `has no ${option.name}: each variant names one value of every option`);
      valid = false;
    }
  }
  return valid;
}

/**
 * The product's variants, checked; problems go to `check`. `variantOwners` maps the variant ids
 * seen so far in the catalogue to their product, so an id is never used twice.
 */
export function resolveVariants(
  check: CatalogueChecker,
  product: ProductFile & { options: ProductOption[]; variants: VariantFile[] },
  variantOwners: Map<string, string>,
): ResolvedVariants {
  const label = `product "${product.id}"`;
  const { options } = product;
  const combinations = new Map<string, string>();
  const variants = product.variants.map((variant, index): ProductVariant => {
    const owner = variantOwners.get(variant.id);
    if (owner !== undefined) {
      const where = owner === product.id ? 'this product' : `product "${owner}"`;
      check.report(FILE, label, `variants.${index}.id`, `"${variant.id}" is a duplicate (also in ${where})`);
    } else variantOwners.set(variant.id, product.id);

    if (checkValues(check, label, index, variant, options)) {
      const key = JSON.stringify(options.map((o) => variant.options[o.name]));
      const first = combinations.get(key);
      if (first !== undefined) {
        const values = options.map((o) => `${o.name} ${variant.options[o.name]}`).join(', ');
        check.report(
          FILE,
          label,
          `variants.${index}.options`,
          `${values} is given twice (also variant "${first}")`,
        );
      } else combinations.set(key, variant.id);
    }

    const images = variant.images?.map((image, i): ImageAsset =>
      check.image(FILE, label, `variants.${index}.images.${i}`, image, imageSlots.product),
    );
    return {
      id: variant.id,
      // In the order of the product's options, whatever the order the file wrote them in.
      options: Object.fromEntries(
        options.flatMap((o) => {
          const value = variant.options[o.name];
          return value === undefined ? [] : [[o.name, value]];
        }),
      ),
      inStock: variant.inStock,
      ...(variant.price === undefined ? {} : { price: variant.price }),
      ...(variant.originalPrice === undefined ? {} : { originalPrice: variant.originalPrice }),
      ...(images ? { images } : {}),
    };
  });

  return { options, ...listedFromVariants(product, variants) };
}
