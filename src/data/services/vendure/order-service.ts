/**
 * Places a real order on Vendure: the cart's lines become the session's active order (checked live:
 * a variant sold out since the build refuses the order and names it), then the customer (a guest's
 * name and e-mail; a signed-in customer is the session's), the shipping address, the delivery
 * method, and payment with the server's test method. Resolves with Vendure's order code.
 */
import { localIsoDate } from '@/domain/calendar-date';
import type { DeliveryMethod } from '@/domain/delivery';
import type { OrderStatus, OrderSummary } from '@/domain/types';
import type { PostalAddress } from '@/domain/postal-address';
import type { OrderRequest, OrderService } from '../contracts';
import { OrderRefused, SessionExpired } from '../service-errors';
import { type ErrorResult, shopApi, unwrap } from './shop-api';

/** The payment method's code on the server (`npm run vendure` names it 'Test payment'). */
export const paymentMethodCode = 'test-payment';

/** Vendure's shipping method code for each of the shop's delivery methods. */
export const shippingMethodCodes: Record<DeliveryMethod, string> = {
  standard: 'standard',
  express: 'express',
  next_day: 'next-day',
};

interface Variant {
  id: string;
  sku: string;
  stockLevel: string;
}

type Result = { __typename: string } | ErrorResult;

/** Each product's variants, in one request. */
async function variantsOf(productIds: readonly string[]): Promise<Map<string, Variant[]>> {
  const fields = productIds.map(
    (id, i) => `p${i}: product(id: ${JSON.stringify(id)}) { variants { id sku stockLevel } }`,
  );
  const data = await shopApi<Record<string, { variants: Variant[] } | null>>(`query { ${fields.join(' ')} }`);
  return new Map(productIds.map((id, i) => [id, data[`p${i}`]?.variants ?? []]));
}

const addressInput = (a: PostalAddress) => ({
  fullName: `${a.firstName} ${a.lastName}`.trim(),
  streetLine1: a.address1,
  streetLine2: a.address2 ?? '',
  city: a.city,
  province: a.state,
  postalCode: a.zipCode,
  countryCode: a.country || 'US',
  phoneNumber: a.phone,
});

const orderResult = '__typename ... on Order { code } ... on ErrorResult { errorCode message }';

async function mutate(document: string, variables: Record<string, unknown> = {}): Promise<void> {
  const data = await shopApi<Record<string, Result>>(document, variables);
  for (const result of Object.values(data)) unwrap(result);
}

/** The request's lines as the active order, or the refusal naming the first item sold out. */
async function fillActiveOrder(order: OrderRequest): Promise<void> {
  const variants = await variantsOf([...new Set(order.lines.map((l) => l.productId))]);
  await shopApi(`mutation { removeAllOrderLines { ${orderResult} } }`);
  for (const line of order.lines) {
    const choices = variants.get(line.productId) ?? [];
    const variant = line.variantId ? choices.find((v) => v.sku === line.variantId) : choices[0];
    if (!variant || variant.stockLevel === 'OUT_OF_STOCK') throw new OrderRefused(line.name);
    const { addItemToOrder } = await shopApi<{ addItemToOrder: Result }>(
      `mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ${orderResult} } }`,
      { id: variant.id, quantity: line.quantity },
    );
    if ('errorCode' in addItemToOrder && addItemToOrder.errorCode === 'INSUFFICIENT_STOCK_ERROR')
      throw new OrderRefused(line.name);
    unwrap(addItemToOrder);
  }
}

export async function placeOrder(
  order: OrderRequest,
  now: () => number = Date.now,
): Promise<{ id: string; placedAt: number }> {
  const { activeCustomer } = await shopApi<{ activeCustomer: { id: string } | null }>(
    'query { activeCustomer { id } }',
  );
  if (order.signedIn && !activeCustomer) throw new SessionExpired();
  await fillActiveOrder(order);
  const { shipTo } = order;
  if (!activeCustomer)
    await mutate(
      `mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ${orderResult} } }`,
      {
        input: {
          firstName: shipTo.firstName,
          lastName: shipTo.lastName,
          emailAddress: shipTo.email,
          phoneNumber: shipTo.phone,
        },
      },
    );
  await mutate(
    `mutation ($ship: CreateAddressInput!, $bill: CreateAddressInput!) {
          a: setOrderShippingAddress(input: $ship) { ${orderResult} }
          b: setOrderBillingAddress(input: $bill) { ${orderResult} }
        }`,
    { ship: addressInput(shipTo), bill: addressInput(order.billTo ?? shipTo) },
  );
  const { eligibleShippingMethods } = await shopApi<{
    eligibleShippingMethods: { id: string; code: string }[];
  }>('query { eligibleShippingMethods { id code } }');
  const method = eligibleShippingMethods.find((m) => m.code === shippingMethodCodes[order.delivery]);
  if (!method) throw new Error(`no shipping method ${shippingMethodCodes[order.delivery]}`);
  await mutate(
    `mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ${orderResult} } }`,
    {
      id: [method.id],
    },
  );
  await mutate(`mutation { transitionOrderToState(state: "ArrangingPayment") { ${orderResult} } }`);
  const { addPaymentToOrder } = await shopApi<{
    addPaymentToOrder: { __typename: string; code?: string } | ErrorResult;
  }>(`mutation ($input: PaymentInput!) { addPaymentToOrder(input: $input) { ${orderResult} } }`, {
    input: { method: paymentMethodCode, metadata: {} },
  });
  const placed = unwrap(addPaymentToOrder) as { code: string };
  return { id: placed.code, placedAt: now() };
}

interface VendureOrder {
  code: string;
  state: string;
  orderPlacedAt: string | null;
  totalWithTax: number;
  shippingWithTax: number;
  totalQuantity: number;
  shippingLines: { shippingMethod: { code: string } }[];
}

const statusOf = (state: string): OrderStatus =>
  state === 'Delivered' ? 'Delivered' : /Shipped|PartiallyDelivered/.test(state) ? 'Shipped' : 'Processing';

const deliveryOf = (code: string | undefined): DeliveryMethod =>
  (Object.keys(shippingMethodCodes) as DeliveryMethod[]).find((m) => shippingMethodCodes[m] === code) ??
  'standard';

/** A Vendure order as a row of the order history, dated on the shopper's calendar. */
export function orderSummary(order: VendureOrder): OrderSummary {
  return {
    id: order.code,
    date: localIsoDate(order.orderPlacedAt ? Date.parse(order.orderPlacedAt) : Date.now()),
    status: statusOf(order.state),
    total: order.totalWithTax,
    items: order.totalQuantity,
    delivery: deliveryOf(order.shippingLines[0]?.shippingMethod.code),
    shipping: order.shippingWithTax,
  };
}

export const keepsCustomerOrders = true;

/** The signed-in customer's placed orders, newest first (none when no one is signed in). */
export async function customerOrders(): Promise<OrderSummary[]> {
  const { activeCustomer } = await shopApi<{ activeCustomer: { orders: { items: VendureOrder[] } } | null }>(
    `query { activeCustomer { orders(options: { sort: { orderPlacedAt: DESC }, filter: { active: { eq: false } } }) {
      items { code state orderPlacedAt totalWithTax shippingWithTax totalQuantity shippingLines { shippingMethod { code } } }
    } } }`,
  );
  if (!activeCustomer) throw new SessionExpired();
  return activeCustomer.orders.items.filter((o) => o.orderPlacedAt).map(orderSummary);
}

export const orderService: OrderService = { placeOrder, keepsCustomerOrders, customerOrders };
