// The Vendure Admin API as the tests check the server with it (VENDURE_ADMIN_API, set by
// scripts/test-vendure.mjs): what an order holds and a variant's stock, read from the server itself.
const adminApi = process.env.VENDURE_ADMIN_API ?? 'http://127.0.0.1:3101/admin-api';
let token: string | null = null;

async function call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(adminApi, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  token = response.headers.get('vendure-auth-token') ?? token;
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

export async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  if (!token) await call('mutation { login(username: "superadmin", password: "superadmin") { __typename } }');
  return call<T>(query, variables);
}

export interface AdminOrder {
  code: string;
  state: string;
  subTotal: number;
  shippingWithTax: number;
  totalWithTax: number;
  customer: { emailAddress: string } | null;
  lines: { quantity: number; productVariant: { sku: string } }[];
  shippingAddress: {
    fullName: string;
    streetLine1: string;
    city: string;
    postalCode: string;
    countryCode: string;
  };
  shippingLines: { shippingMethod: { code: string } }[];
  payments: { method: string; state: string; metadata: unknown }[];
}

export async function orderByCode(code: string): Promise<AdminOrder | undefined> {
  const { orders } = await admin<{ orders: { items: AdminOrder[] } }>(
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
      code state subTotal shippingWithTax totalWithTax customer { emailAddress }
      lines { quantity productVariant { sku } }
      shippingAddress { fullName streetLine1 city postalCode countryCode }
      shippingLines { shippingMethod { code } }
      payments { method state metadata }
    } } }`,
    { code },
  );
  return orders.items[0];
}

interface AdminVariant {
  id: string;
  stockOnHand: number;
  stockAllocated: number;
}

async function variantBySku(sku: string): Promise<AdminVariant> {
  const { productVariants } = await admin<{ productVariants: { items: AdminVariant[] } }>(
    `query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id stockOnHand stockAllocated } } }`,
    { sku },
  );
  const [variant] = productVariants.items;
  if (!variant) throw new Error(`no variant ${sku}`);
  return variant;
}

/** What a variant can still sell: on hand less what placed orders hold. */
export async function saleableStock(sku: string): Promise<number> {
  const v = await variantBySku(sku);
  return v.stockOnHand - v.stockAllocated;
}

/** Changes a variant on the server, as a shop's staff would in Vendure's dashboard. */
async function updateVariant(sku: string, change: { stockOnHand: number } | { price: number }) {
  const { id } = await variantBySku(sku);
  await admin(
    'mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }',
    { input: [{ id, ...change }] },
  );
}

export const setStockOnHand = (sku: string, stockOnHand: number) => updateVariant(sku, { stockOnHand });

/** The variant's price in cents, before tax. */
export const setPrice = (sku: string, price: number) => updateVariant(sku, { price });

export async function customerByEmail(
  email: string,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const { customers } = await admin<{ customers: { items: { firstName: string; lastName: string }[] } }>(
    `query ($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items { firstName lastName } } }`,
    { email },
  );
  return customers.items[0];
}

export interface AdminCustomer {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  addresses: { streetLine1: string; city: string; province: string; postalCode: string }[];
}

/** A customer's details and addresses (undefined once the account is closed). */
export async function customerDetails(email: string): Promise<AdminCustomer | undefined> {
  const { customers } = await admin<{ customers: { items: AdminCustomer[] } }>(
    `query ($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items {
      firstName lastName phoneNumber addresses { streetLine1 city province postalCode }
    } } }`,
    { email },
  );
  return customers.items[0];
}

/** The SKUs and quantities in a customer's active order (their cart on the server). */
export async function activeOrderOf(email: string): Promise<[string, number][]> {
  const { customers } = await admin<{
    customers: {
      items: { orders: { items: { lines: { quantity: number; productVariant: { sku: string } }[] }[] } }[];
    };
  }>(
    `query ($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items {
      orders(options: { filter: { active: { eq: true } } }) { items { lines { quantity productVariant { sku } } } }
    } } }`,
    { email },
  );
  const lines = customers.items[0]?.orders.items[0]?.lines ?? [];
  return lines.map((l) => [l.productVariant.sku, l.quantity]);
}

interface ConfigurableOperation {
  code: string;
  args: { name: string; value: string }[];
}

/** Changes a shipping method (by its code): `change` gets its checker and calculator, gives the input. */
async function updateShippingMethod(
  code: string,
  change: (method: { checker: ConfigurableOperation; calculator: ConfigurableOperation }) => object,
): Promise<void> {
  const operation = 'code args { name value }';
  const { shippingMethods } = await admin<{
    shippingMethods: {
      items: {
        id: string;
        code: string;
        checker: ConfigurableOperation;
        calculator: ConfigurableOperation;
      }[];
    };
  }>(`query { shippingMethods { items { id code checker { ${operation} } calculator { ${operation} } } } }`);
  const method = shippingMethods.items.find((m) => m.code === code);
  if (!method) throw new Error(`no shipping method ${code}`);
  await admin(
    'mutation ($input: UpdateShippingMethodInput!) { updateShippingMethod(input: $input) { id } }',
    {
      input: { id: method.id, translations: [], ...change(method) },
    },
  );
}

/**
 * The smallest order (subtotal in cents) a shipping method is eligible for, by its code: Vendure's
 * default eligibility checker's one argument.
 */
export const setOrderMinimum = (code: string, orderMinimum: number) =>
  updateShippingMethod(code, () => ({
    checker: {
      code: 'default-shipping-eligibility-checker',
      arguments: [{ name: 'orderMinimum', value: String(orderMinimum) }],
    },
  }));

/** A flat-rate shipping method's price in cents (Vendure's default calculator's `rate`), the rest kept. */
export const setShippingRate = (code: string, rate: number) =>
  updateShippingMethod(code, ({ calculator }) => ({
    calculator: {
      code: calculator.code,
      arguments: calculator.args.map((arg) => (arg.name === 'rate' ? { ...arg, value: String(rate) } : arg)),
    },
  }));
