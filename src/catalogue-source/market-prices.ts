/**
 * A catalogue in another market's currency: every price and original price of its products and
 * their variants converted by the market's rate and price ending (domain/market-money.ts). An
 * original price that the rounding brings down to the price or under is dropped: no sale shows a
 * saving of nothing.
 */
import type { PriceConversion } from '../domain/market-money.ts';
import { convertPrice } from '../domain/market-money.ts';
import type { Product } from '../domain/types.ts';
import type { Catalogue } from './load-catalogue.ts';

type Priced = { price?: number; originalPrice?: number };

function converted<T extends Priced>(item: T, prices: PriceConversion): T {
  if (item.price === undefined) return item;
  const { originalPrice, ...rest } = item;
  const price = convertPrice(item.price, prices);
  const original = originalPrice === undefined ? undefined : convertPrice(originalPrice, prices);
  return {
    ...rest,
    price,
    ...(original !== undefined && original > price ? { originalPrice: original } : {}),
  } as T;
}

export function inMarketPrices(catalogue: Catalogue, prices: PriceConversion | undefined): Catalogue {
  if (!prices) return catalogue;
  const products = catalogue.products.map((product): Product => {
    const own = converted(product, prices);
    return product.variants ? { ...own, variants: product.variants.map((v) => converted(v, prices)) } : own;
  });
  return { ...catalogue, products };
}
