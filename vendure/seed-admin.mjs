/**
 * What the import cannot set, done through the Admin API once the server runs: Standard delivery's
 * rule (free above the threshold), each category's icon, and the demo account as a customer.
 */
export async function adminSession(url, { identifier, password }) {
  let token = null;
  const call = async (query, variables = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    token = response.headers.get('vendure-auth-token') ?? token;
    const body = await response.json();
    if (body.errors) throw new Error(`${url}: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data;
  };
  const login = await call(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename ... on ErrorResult { message } } }',
    { u: identifier, p: password },
  );
  if (login.login.__typename !== 'CurrentUser')
    throw new Error(`Admin sign-in failed: ${login.login.message}`);
  return call;
}

export async function seedAdmin(call, { categories, money, demoAccount }) {
  const { shippingMethods } = await call('{ shippingMethods { items { id code } } }');
  const standard = shippingMethods.items.find((m) => m.code === 'standard');
  await call(`mutation ($input: UpdateShippingMethodInput!) { updateShippingMethod(input: $input) { id } }`, {
    input: {
      id: standard.id,
      translations: [],
      calculator: {
        code: 'lumina-standard-shipping',
        arguments: [
          { name: 'fee', value: String(money.shippingFeeCents) },
          { name: 'freeAbove', value: String(money.freeShippingThresholdCents) },
        ],
      },
    },
  });
  const { collections } = await call('{ collections { items { id slug } } }');
  for (const category of categories) {
    const collection = collections.items.find((c) => c.slug === category.id);
    await call('mutation ($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }', {
      input: { id: collection.id, customFields: { icon: category.icon } },
    });
  }
  const [firstName, ...rest] = demoAccount.name.split(' ');
  const created = await call(
    `mutation ($input: CreateCustomerInput!, $password: String!) {
       createCustomer(input: $input, password: $password) { __typename ... on ErrorResult { message } }
     }`,
    {
      input: { firstName, lastName: rest.join(' ') || firstName, emailAddress: demoAccount.email },
      password: demoAccount.password,
    },
  );
  if (created.createCustomer.__typename !== 'Customer') throw new Error(created.createCustomer.message);
}
