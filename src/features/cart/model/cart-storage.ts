/**
 * Loading the persisted cart (`cart`) and saved-for-later list (`savedForLater`) from storage text.
 * Nothing here throws: unparseable or wrong-shaped text gives an empty list with `valid: false`
 * (the caller removes the key); well-formed data is cleaned (unknown product ids dropped, duplicates
 * merged) and reported `valid: true`.
 */
import { z } from 'zod/mini';
import { limits } from '@/config/shop';
import { normalizeCartState, type CartLine, type CartState } from './cart-reducer';

export { cartStorageKeys } from './cart-storage-keys';

export const storedCartSchema = z.array(
  z.object({
    productId: z.string(),
    quantity: z.int().check(z.gte(limits.minQuantity), z.lte(limits.maxQuantity)),
  }),
);

export const storedSavedSchema = z.array(z.string());

function parseJson(raw: string): { ok: true; data: unknown } | { ok: false } {
  try {
    return { ok: true, data: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Cart lines from storage text. `null` (nothing stored) is an empty, valid cart. */
export function parseStoredCart(
  raw: string | null,
  knownIds: { has(id: string): boolean },
): { lines: CartLine[]; valid: boolean } {
  if (raw === null) return { lines: [], valid: true };
  const json = parseJson(raw);
  if (!json.ok) return { lines: [], valid: false };
  const parsed = storedCartSchema.safeParse(json.data);
  if (!parsed.success) return { lines: [], valid: false };
  const known = parsed.data.filter((line) => knownIds.has(line.productId));
  return { lines: normalizeCartState({ lines: known, saved: [] }).lines, valid: true };
}

/** Saved-for-later ids from storage text: unknown ids dropped, duplicates removed, order kept. */
export function parseStoredSaved(
  raw: string | null,
  knownIds: { has(id: string): boolean },
): { ids: string[]; valid: boolean } {
  if (raw === null) return { ids: [], valid: true };
  const json = parseJson(raw);
  if (!json.ok) return { ids: [], valid: false };
  const parsed = storedSavedSchema.safeParse(json.data);
  if (!parsed.success) return { ids: [], valid: false };
  return { ids: [...new Set(parsed.data.filter((id) => knownIds.has(id)))], valid: true };
}

/**
 * Both stored values as one cart state. A product stored in both lists stays in the cart only.
 * `cartValid` / `savedValid` say whether each key should be kept.
 */
export function loadCartState(
  rawCart: string | null,
  rawSaved: string | null,
  knownIds: { has(id: string): boolean },
): { state: CartState; cartValid: boolean; savedValid: boolean } {
  const cart = parseStoredCart(rawCart, knownIds);
  const saved = parseStoredSaved(rawSaved, knownIds);
  return {
    state: normalizeCartState({ lines: cart.lines, saved: saved.ids }),
    cartValid: cart.valid,
    savedValid: saved.valid,
  };
}

/** The text written under `cart`. */
export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map(({ productId, quantity }) => ({ productId, quantity })));
}

/** The text written under `savedForLater`. */
export function serializeSaved(saved: readonly string[]): string {
  return JSON.stringify(saved);
}
