/**
 * Places a real order on Vendure: the cart's lines become the session's active order (checked live:
 * a variant sold out since the build refuses the order and names it), then the customer (a guest's
 * name and e-mail; a signed-in customer is the session's), the shipping address, the delivery
 * method, and payment with the server's test method. Resolves with Vendure's order code.
 */
import type { DeliveryMethod } from '@/domain/delivery';
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
  const variants = await variantsOf([...new Set(order.lines.map((l) => l.product.id))]);
  await shopApi(`mutation { removeAllOrderLines { ${orderResult} } }`);
  for (const line of order.lines) {
    const choices = variants.get(line.product.id) ?? [];
    const variant = line.variant ? choices.find((v) => v.sku === line.variant?.id) : choices[0];
    if (!variant || variant.stockLevel === 'OUT_OF_STOCK') throw new OrderRefused(line.product.name);
    const { addItemToOrder } = await shopApi<{ addItemToOrder: Result }>(
      `mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ${orderResult} } }`,
      { id: variant.id, quantity: line.quantity },
    );
    if ('errorCode' in addItemToOrder && addItemToOrder.errorCode === 'INSUFFICIENT_STOCK_ERROR')
      throw new OrderRefused(line.product.name);
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

export const orderService: OrderService = { placeOrder };
