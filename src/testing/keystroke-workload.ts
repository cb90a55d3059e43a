/**
 * The search workload of a shopper typing over 10,000 products: a synthetic catalogue and the
 * keystrokes of a few searches. The unit test checks what these searches return; `npm run
 * bench:domain` times them (their median keystroke is held to 4 ms there, not in the unit tests).
 */
import { buildProduct, testCategories } from './builders';

const words = ['lamp', 'chair', 'wireless', 'cotton', 'garden', 'yoga', 'novel', 'cream', 'desk', 'shelf'];

/** Each keystroke's query, in typing order, a few searches long. */
export const keystrokes = ['l', 'la', 'lam', 'lamp', 'lamp m', 'a', 'e', 'garden', 'brand 3', 'x', 'a e'];

/** Rounds of `keystrokes` the benchmark times, after one warm-up round (index build and JIT). */
export const keystrokeRounds = 3;

/** 10,000 products, their names, brands, categories and descriptions drawn from a few words. */
export function keystrokeCatalogue(size = 10_000) {
  return Array.from({ length: size }, (_, i) =>
    buildProduct({
      id: `p${i}`,
      name: `${words[i % 10]} model ${i}`,
      brand: `Brand ${i % 37}`,
      category: testCategories[i % 6]!.id,
      description: `A dependable ${words[(i * 7) % 10]} for every day, made with care and tested for years of use. Item ${i}.`,
    }),
  );
}
