/**
 * The session's active order on Vendure (the guest's or the customer's cart there): its lines set
 * from the shop's cart, and read back. A line's variant is found by its SKU (the catalogue's variant
 * id), or is the product's one variant for a product without options.
 */
import { readRaw } from '@/lib/storage';
import type { OrderRequestLine } from '../contracts';
import { SessionExpired } from '../service-errors';
import { type Result, shopApi, tokenKey, unwrap } from './shop-api';

/** A cart line as Vendure takes it: the product's id, the variant's id (SKU) if it has options. */
export interface ActiveOrderLine {
  productId: string;
  variantId?: string | undefined;
  quantity: number;
}

/** A request's line (contracts.ts) as the active order takes it. */
export const activeLineOf = (line: OrderRequestLine): ActiveOrderLine => ({
  productId: line.product.id,
  variantId: line.variant?.id,
  quantity: line.quantity,
});

export const orderResult = '__typename ... on Order { code } ... on ErrorResult { errorCode message }';

interface Variant {
  id: string;
  sku: string;
  stockLevel: string;
}

/** Each product's variants, in one request. */
async function variantsOf(productIds: readonly string[]): Promise<Map<string, Variant[]>> {
  if (productIds.length === 0) return new Map();
  const fields = productIds.map(
    (id, i) => `p${i}: product(id: ${JSON.stringify(id)}) { variants { id sku stockLevel } }`,
  );
  const data = await shopApi<Record<string, { variants: Variant[] } | null>>(`query { ${fields.join(' ')} }`);
  return new Map(productIds.map((id, i) => [id, data[`p${i}`]?.variants ?? []]));
}

// One change of the active order at a time: the cart's sync and the order's placement each set
// all its lines, and two of them interleaved would add a line twice.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes the active order hold exactly `lines`, after any change under way. A line whose variant is
 * gone, sold out or short of stock goes to `unavailable` (which may throw to stop there) and is
 * left out.
 */
export function setActiveOrderLines<L extends ActiveOrderLine>(
  lines: readonly L[],
  unavailable: (line: L) => void,
): Promise<void> {
  const run = queue.then(() => replaceLines(lines, unavailable));
  queue = run.catch(() => undefined);
  return run;
}

async function replaceLines<L extends ActiveOrderLine>(
  lines: readonly L[],
  unavailable: (line: L) => void,
): Promise<void> {
  const variants = await variantsOf([...new Set(lines.map((l) => l.productId))]);
  await shopApi(`mutation { removeAllOrderLines { ${orderResult} } }`);
  for (const line of lines) {
    const choices = variants.get(line.productId) ?? [];
    const variant = line.variantId ? choices.find((v) => v.sku === line.variantId) : choices[0];
    if (!variant || variant.stockLevel === 'OUT_OF_STOCK') {
      unavailable(line);
      continue;
    }
    const { addItemToOrder } = await shopApi<{ addItemToOrder: Result }>(
      `mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ${orderResult} } }`,
      { id: variant.id, quantity: line.quantity },
    );
    if ('errorCode' in addItemToOrder && addItemToOrder.errorCode === 'INSUFFICIENT_STOCK_ERROR')
      unavailable(line);
    else unwrap(addItemToOrder);
  }
}

interface VendureLine {
  quantity: number;
  productVariant: { sku: string; options: { id: string }[]; product: { id: string } };
}

/**
 * The active order's lines (none when the session has no active order, or there is no session).
 * For a shopper `signedIn` in the browser it rejects with SessionExpired when the server's session
 * is not a customer's (expired, revoked, or its token gone).
 */
export async function activeOrderLines(signedIn = false): Promise<ActiveOrderLine[]> {
  // A first visit has no session, so no order: it is not asked.
  if (readRaw(tokenKey) === null) {
    if (signedIn) throw new SessionExpired();
    return [];
  }
  const { activeOrder, activeCustomer } = await shopApi<{
    activeOrder: { lines: VendureLine[] } | null;
    activeCustomer?: { id: string } | null;
  }>(
    `query { activeOrder { lines { quantity productVariant { sku options { id } product { id } } } } ${signedIn ? 'activeCustomer { id }' : ''} }`,
  );
  if (signedIn && !activeCustomer) throw new SessionExpired();
  return (activeOrder?.lines ?? []).map(({ quantity, productVariant: v }) => ({
    productId: v.product.id,
    ...(v.options.length > 0 ? { variantId: v.sku } : {}),
    quantity,
  }));
}
