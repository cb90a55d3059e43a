import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { buildProduct } from '@/testing/builders';
import { address as shipping } from '@/testing/checkout-fixtures';
import { checkoutDraftStore } from '../checkout-draft-store';
import type { OrderDetails, ShippingPrefill } from '../model/orders';
import { CheckoutFlow } from './checkout-flow';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const items = [
  { product: buildProduct({ id: '7', name: 'Desk Lamp', price: 2000 }), quantity: 2, lineTotal: 4000 },
];

// Whole-form journeys in jsdom; the machine running them may be busy.
vi.setConfig({ testTimeout: 15_000 });

// The steps preload their checks (zod) when they mount; load them once up front so a slow
// first transform does not eat into each test's time.
beforeAll(async () => {
  await Promise.all([
    import('../model/checkout-schemas'),
    import('../model/checkout-validation'),
    import('@hookform/resolvers/zod'),
  ]);
}, 30_000);

beforeEach(() => {
  checkoutDraftStore.reset();
  notify.mockReset();
});

/** Starts at the Payment step with a valid shipping address already entered (in memory). */
function startAtPayment() {
  checkoutDraftStore.update((draft) => ({ ...draft, step: 'payment', shipping }));
}

function renderFlow(
  onPlaceOrder: (details: OrderDetails) => Promise<void> = () => Promise.resolve(),
  prefill: ShippingPrefill | null = null,
) {
  // The flow needs a router for its links, nothing from the shop's providers (it gets props).
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <CheckoutFlow items={items} prefill={prefill} onPlaceOrder={onPlaceOrder} />,
    },
  ]);
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<Stub />) };
}

/** The text a screen reader gets for the step marked aria-current="step". */
function currentStep(): string | null {
  const list = screen.getByRole('list', { name: 'Checkout steps' });
  const current = list.querySelector('[aria-current="step"]')?.cloneNode(true);
  if (!(current instanceof HTMLElement)) return null;
  for (const hidden of current.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return current.textContent;
}

/** Types into a field the quick way (one paste), as autofill or a paste would. */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillShipping(user: UserEvent) {
  await enter(user, screen.getByLabelText(/^First name/), 'Ada');
  await enter(user, screen.getByLabelText(/^Last name/), 'Lovelace');
  await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
  await enter(user, screen.getByLabelText(/^Phone/), '555-0100');
  await enter(user, screen.getByLabelText(/^Address \*?$/), '1 Main St');
  await enter(user, screen.getByLabelText(/^City/), 'Springfield');
  await enter(user, screen.getByLabelText(/^State/), 'IL');
  await enter(user, screen.getByLabelText(/^ZIP code/), '62701');
}

async function fillCard(user: UserEvent) {
  await enter(user, screen.getByLabelText(/^Card number/), '4242 4242 4242 4242');
  await enter(user, screen.getByLabelText(/^Expiry date/), '12/30');
  await enter(user, screen.getByLabelText(/^CVV/), '123');
  await enter(user, screen.getByLabelText(/^Name on card/), 'Ada Lovelace');
}

test('Next on an empty shipping step raises the toast, marks each field and focuses the first', async () => {
  const { user } = renderFlow();
  expect(currentStep()).toBe('Shipping');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(notify).toHaveBeenCalled());
  expect(notify).toHaveBeenCalledWith({
    title: 'Missing Information',
    description: 'Please fill in all required fields',
    variant: 'destructive',
  });
  const firstName = screen.getByLabelText(/^First name/);
  expect(firstName).toHaveFocus();
  expect(firstName).toHaveAttribute('aria-invalid', 'true');
  expect(firstName).toHaveAccessibleDescription('First name is required');
  expect(screen.getByLabelText(/^ZIP code/)).toHaveAccessibleDescription('ZIP code is required');
  expect(screen.getByLabelText(/^Apartment/)).not.toHaveAttribute('aria-invalid');
  expect(screen.getAllByRole('alert')).toHaveLength(8);
  expect(currentStep()).toBe('Shipping');

  // The message goes once the field is filled.
  await user.type(firstName, 'Ada');
  expect(firstName).not.toHaveAttribute('aria-invalid');
});

test('shipping fields carry autocomplete tokens', () => {
  renderFlow();
  expect(screen.getByLabelText(/^First name/)).toHaveAttribute('autocomplete', 'shipping given-name');
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'shipping email');
  expect(screen.getByLabelText(/^ZIP code/)).toHaveAttribute('autocomplete', 'shipping postal-code');
  expect(screen.getByLabelText(/^Country/)).toHaveValue('US');
});

test('a complete shipping step moves to Payment and focuses its heading', async () => {
  const { user } = renderFlow();
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentStep()).toBe('Payment'));
  expect(notify.mock.calls).toEqual([]);
  expect(screen.getByRole('heading', { level: 2, name: /Payment Details/ })).toHaveFocus();
  expect(checkoutDraftStore.get().shipping).toMatchObject({ firstName: 'Ada', zipCode: '62701' });
});

test('a card payment needs every card field; PayPal needs none', async () => {
  startAtPayment();
  const { user } = renderFlow();
  expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  const cardNumber = screen.getByLabelText(/^Card number/);
  expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
  expect(cardNumber).toHaveAttribute('inputmode', 'numeric');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(notify).toHaveBeenCalled());
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Payment Information Required',
    description: 'Please complete all payment fields',
    variant: 'destructive',
  });
  expect(cardNumber).toHaveFocus();
  expect(screen.getByLabelText(/^CVV/)).toHaveAccessibleDescription('CVV is required');

  await user.click(screen.getByRole('radio', { name: 'PayPal' }));
  expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentStep()).toBe('Review'));
  expect(screen.getByText('PayPal')).toBeInTheDocument();
});

test('unticking billing same as shipping requires the billing address', async () => {
  startAtPayment();
  const { user } = renderFlow();
  await fillCard(user);
  const same = screen.getByRole('checkbox', { name: 'Billing address same as shipping' });
  expect(same).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Save payment method' })).not.toBeChecked();
  await user.click(same);

  const billing = screen.getByRole('group', { name: 'Billing address' });
  const billingFirst = within(billing).getByLabelText(/^First name/);
  expect(billingFirst).toHaveAttribute('autocomplete', 'billing given-name');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(notify).toHaveBeenCalled());
  expect(notify).toHaveBeenLastCalledWith(
    expect.objectContaining({ title: 'Missing Information', variant: 'destructive' }),
  );
  expect(billingFirst).toHaveFocus();
  expect(currentStep()).toBe('Payment');
});

test('review shows the card by its last 4, needs the terms, and places one order on a double click', async () => {
  let finish: () => void = () => {};
  const onPlaceOrder = vi.fn(
    (_details: OrderDetails) =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  startAtPayment();
  const { user } = renderFlow(onPlaceOrder);
  await fillCard(user);
  await user.click(screen.getByRole('checkbox', { name: 'Save payment method' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentStep()).toBe('Review'));
  expect(screen.getByText('Card ending 4242')).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('4242 4242');
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Terms Required',
    description: 'Please accept the terms and conditions',
    variant: 'destructive',
  });
  const terms = screen.getByRole('checkbox', { name: /I accept the/ });
  expect(terms).toHaveFocus();
  expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions');
  expect(onPlaceOrder).not.toHaveBeenCalled();

  await user.click(terms);
  await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
  const processing = screen.getByRole('button', { name: 'Processing...' });
  expect(processing).toHaveAttribute('aria-disabled', 'true');
  await user.click(processing);
  await waitFor(() => expect(onPlaceOrder).toHaveBeenCalled());
  expect(onPlaceOrder).toHaveBeenCalledTimes(1);
  expect(onPlaceOrder.mock.calls[0]?.[0]).toEqual({
    shipTo: expect.objectContaining({ firstName: 'Ada', email: 'ada@example.com', country: 'US' }),
    delivery: 'standard',
    payment: { type: 'card', last4: '4242' },
    saveCardLast4: '4242',
  });

  await act(async () => finish());
  const { payment, step, termsAccepted } = checkoutDraftStore.get();
  expect(payment).toMatchObject({ cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' });
  expect(step).toBe('shipping');
  expect(termsAccepted).toBe(false);
});

test('what was entered survives leaving the checkout and coming back', async () => {
  startAtPayment();
  const first = renderFlow();
  await first.user.type(screen.getByLabelText(/^Card number/), '4111');
  first.unmount();

  renderFlow();
  expect(currentStep()).toBe('Payment');
  expect(screen.getByLabelText(/^Card number/)).toHaveValue('4111');
  await first.user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
});

test('the side summary lists items, quantities and totals', () => {
  renderFlow();
  const summary = screen.getByRole('complementary', { name: 'Order Summary' });
  expect(within(summary).getByText('Desk Lamp')).toBeInTheDocument();
  expect(within(summary).getByText('Qty: 2')).toBeInTheDocument();
  expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$40.00');
  expect(within(summary).getByText('Shipping (Standard)').nextSibling).toHaveTextContent('$9.99');
  expect(within(summary).getByText('Tax').nextSibling).toHaveTextContent('$3.20');
  expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$53.19');
});

test('Standard is chosen by default; another method changes the summary and reaches the order', async () => {
  const onPlaceOrder = vi.fn<(details: OrderDetails) => Promise<void>>(() => Promise.resolve());
  const { user } = renderFlow(onPlaceOrder);
  const summary = screen.getByRole('complementary', { name: 'Order Summary' });
  const group = screen.getByRole('group', { name: 'Delivery method' });
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['standard', 'express', 'next_day']);
  expect(within(group).getByRole('radio', { name: /^Standard/ })).toBeChecked();
  expect(within(group).getByRole('radio', { name: /^Standard/ })).toHaveAccessibleName(/\$9\.99/);
  expect(within(group).getByRole('radio', { name: /^Next-Day/ })).toHaveAccessibleName(/\$19\.99.*Arrives /);

  await user.click(within(group).getByRole('radio', { name: /^Next-Day/ }));
  expect(within(summary).getByText('Shipping (Next-Day)').nextSibling).toHaveTextContent('$19.99');
  expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$63.19');

  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentStep()).toBe('Payment'));
  await user.click(screen.getByRole('radio', { name: 'PayPal' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentStep()).toBe('Review'));
  expect(screen.getByText('Next-Day ($19.99)')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(onPlaceOrder).toHaveBeenCalledTimes(1));
  expect(onPlaceOrder.mock.calls[0]?.[0].delivery).toBe('next_day');
  // The next checkout starts again at Standard.
  expect(checkoutDraftStore.get().delivery).toBe('standard');
});

test('a signed-in shopper finds their details filled in, without overwriting what they typed', async () => {
  checkoutDraftStore.update((draft) => ({ ...draft, shipping: { ...draft.shipping, lastName: 'Typed' } }));
  renderFlow(undefined, {
    id: '1',
    values: { firstName: 'Demo', lastName: 'User', email: 'demo@example.com' },
  });
  await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Demo'));
  expect(screen.getByLabelText(/^Last name/)).toHaveValue('Typed');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
});
