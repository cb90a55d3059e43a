/**
 * Loading the persisted cart (`cart`) and saved-for-later list (`savedForLater`) from storage text.
 * Nothing here throws: unparseable or wrong-shaped text gives an empty list with `valid: false`
 * (the caller removes the key); well-formed data is cleaned (unknown product ids dropped, duplicates
 * merged) and reported `valid: true`.
 *
 * Lines are `{ productId, variantId?, quantity }` and saved items `{ productId, variantId? }`. What
 * the shop stored before products had options still loads: lines without `variantId` and saved
 * items as bare product ids; cart-variants.ts settles them once their products are known.
 */
import { z } from 'zod/mini';
import { limits } from '@/config/shop';
import { type LineKey, lineKey } from './cart-keys';
import { normalizeCartState, type CartLine, type CartState } from './cart-reducer';

export { cartStorageKeys } from './cart-storage-keys';

export const storedCartSchema = z.array(
  z.object({
    productId: z.string(),
    variantId: z.optional(z.string()),
    quantity: z.int().check(z.gte(limits.minQuantity), z.lte(limits.maxQuantity)),
  }),
);

/** A saved item, or (as stored before options) a bare product id. */
export const storedSavedSchema = z.array(
  z.union([z.string(), z.object({ productId: z.string(), variantId: z.optional(z.string()) })]),
);

type KnownIds = { has(id: string): boolean };

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
  knownIds: KnownIds,
): { lines: CartLine[]; valid: boolean } {
  if (raw === null) return { lines: [], valid: true };
  const json = parseJson(raw);
  if (!json.ok) return { lines: [], valid: false };
  const parsed = storedCartSchema.safeParse(json.data);
  if (!parsed.success) return { lines: [], valid: false };
  const known = parsed.data
    .filter((line) => knownIds.has(line.productId))
    .map((line) => ({ ...lineKey(line.productId, line.variantId), quantity: line.quantity }));
  return { lines: normalizeCartState({ lines: known, saved: [] }).lines, valid: true };
}

/** Saved items from storage text: unknown products dropped, duplicates removed, order kept. */
export function parseStoredSaved(
  raw: string | null,
  knownIds: KnownIds,
): { saved: LineKey[]; valid: boolean } {
  if (raw === null) return { saved: [], valid: true };
  const json = parseJson(raw);
  if (!json.ok) return { saved: [], valid: false };
  const parsed = storedSavedSchema.safeParse(json.data);
  if (!parsed.success) return { saved: [], valid: false };
  const saved = parsed.data
    .map((item) => (typeof item === 'string' ? lineKey(item) : lineKey(item.productId, item.variantId)))
    .filter((key) => knownIds.has(key.productId));
  return { saved: normalizeCartState({ lines: [], saved }).saved, valid: true };
}

/**
 * Both stored values as one cart state. An item stored in both lists stays in the cart only.
 * `cartValid` / `savedValid` say whether each key should be kept.
 */
export function loadCartState(
  rawCart: string | null,
  rawSaved: string | null,
  knownIds: KnownIds,
): { state: CartState; cartValid: boolean; savedValid: boolean } {
  const cart = parseStoredCart(rawCart, knownIds);
  const saved = parseStoredSaved(rawSaved, knownIds);
  return {
    state: normalizeCartState({ lines: cart.lines, saved: saved.saved }),
    cartValid: cart.valid,
    savedValid: saved.valid,
  };
}

/** The text written under `cart`: `[{ productId, variantId?, quantity }]`. */
export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(
    lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
  );
}

/** The text written under `savedForLater`: `[{ productId, variantId? }]`. */
export function serializeSaved(saved: readonly LineKey[]): string {
  return JSON.stringify(saved.map(({ productId, variantId }) => ({ productId, variantId })));
}
