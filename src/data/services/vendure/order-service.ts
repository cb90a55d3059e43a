/**
 * Places a real order on Vendure: the cart's lines become the session's active order (checked live:
 * a variant sold out since the build refuses the order and names it, a price changed since is told
 * once, price-check.ts), then the customer (a guest's
 * name and e-mail; a signed-in customer is the session's), the shipping address, the delivery
 * method, and payment with the server's test method. Resolves with Vendure's order code.
 */
import type { PostalAddress } from '@/domain/postal-address';
import type { OrderRequest, PlacedOrderReceipt } from '../contracts';
import { OrderRefused, SessionExpired } from '../service-errors';
import { activeLineOf, orderResult, setActiveOrderLines } from './active-order';
import { chargedPrices, chargedShipping, type ServedLine, servedLineFields } from './price-check';
import { type Result, shopApi, unwrap } from './shop-api';
import { shippingMethodCodes } from './shipping-methods';

/** The payment method's code on the server (`npm run vendure` names it 'Test payment'). */
export const paymentMethodCode = 'test-payment';

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

async function mutate(document: string, variables: Record<string, unknown> = {}): Promise<void> {
  const data = await shopApi<Record<string, Result>>(document, variables);
  for (const result of Object.values(data)) unwrap(result);
}

// The new prices told to the shopper in this visit, by line and by delivery method (price-check.ts).
const toldPrices = new Map<string, number>();
const toldShipping = new Map<string, number>();

/** The request's lines as the active order, or the refusal naming the first item sold out. */
function fillActiveOrder(order: OrderRequest): Promise<void> {
  const lines = order.lines.map((line) => ({ ...activeLineOf(line), name: line.product.name }));
  return setActiveOrderLines(lines, (line) => {
    throw new OrderRefused(line.name);
  });
}

export async function placeOrder(
  order: OrderRequest,
  now: () => number = Date.now,
): Promise<PlacedOrderReceipt> {
  const { activeCustomer } = await shopApi<{ activeCustomer: { id: string } | null }>(
    'query { activeCustomer { id } }',
  );
  if (order.signedIn && !activeCustomer) throw new SessionExpired();
  await fillActiveOrder(order);
  const { activeOrder } = await shopApi<{ activeOrder: { lines: ServedLine[] } | null }>(
    `query { activeOrder { lines { ${servedLineFields} } } }`,
  );
  const unitPrices = chargedPrices(order.lines, activeOrder?.lines ?? [], toldPrices);
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
  const { setOrderShippingMethod } = await shopApi<{
    setOrderShippingMethod: Result<{ shipping: number }>;
  }>(
    `mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ${orderResult} ... on Order { shipping } } }`,
    { id: [method.id] },
  );
  const shipping = chargedShipping(
    order.delivery,
    order.lines,
    unitPrices,
    unwrap(setOrderShippingMethod).shipping,
    toldShipping,
  );
  await mutate(`mutation { transitionOrderToState(state: "ArrangingPayment") { ${orderResult} } }`);
  const { addPaymentToOrder } = await shopApi<{ addPaymentToOrder: Result<{ code: string }> }>(
    `mutation ($input: PaymentInput!) { addPaymentToOrder(input: $input) { ${orderResult} } }`,
    {
      input: { method: paymentMethodCode, metadata: {} },
    },
  );
  return { id: unwrap(addPaymentToOrder).code, placedAt: now(), unitPrices, shipping };
}
