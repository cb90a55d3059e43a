import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { checkoutDraftStore } from '../checkout-draft-store';
import type { OrderDetails } from '../model/orders';
import {
  currentStep,
  fillCard,
  fillShipping,
  setUpCheckoutTests,
  renderFlow,
  startAtPayment,
} from '@/testing/checkout-flow';
import { findToast, shownToasts, toastsSettled } from '@/testing/toaster';

setUpCheckoutTests();

/** The newest toast, once the one titled `title` shows and every toast asked for is in. */
async function lastToast(title: string) {
  await findToast(title);
  await toastsSettled();
  return shownToasts().at(-1);
}

test('a card payment needs every card field; PayPal needs none', async () => {
  startAtPayment();
  const { user } = await renderFlow();
  expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  const cardNumber = screen.getByLabelText(/^Card number/);
  expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
  expect(cardNumber).toHaveAttribute('inputmode', 'numeric');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await lastToast('Payment Information Required')).toEqual({
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
  const { user } = await renderFlow();
  await fillCard(user);
  const same = screen.getByRole('checkbox', { name: 'Billing address same as shipping' });
  expect(same).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Save payment method' })).not.toBeChecked();
  await user.click(same);

  const billing = screen.getByRole('group', { name: 'Billing address' });
  const billingFirst = within(billing).getByLabelText(/^First name/);
  expect(billingFirst).toHaveAttribute('autocomplete', 'billing given-name');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await lastToast('Missing Information')).toEqual(
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
  const { user } = await renderFlow(onPlaceOrder);
  await fillCard(user);
  await user.click(screen.getByRole('checkbox', { name: 'Save payment method' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentStep()).toBe('Review'));
  expect(screen.getByText('Card ending 4242')).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('4242 4242');
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  // The terms are checked by the step's schema, which the step loads on demand.
  expect(await lastToast('Terms Required')).toEqual({
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
  const processing = await screen.findByRole('button', { name: 'Processing...' });
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

test('Standard is chosen by default; another method changes the summary and reaches the order', async () => {
  const onPlaceOrder = vi.fn<(details: OrderDetails) => Promise<void>>(() => Promise.resolve());
  const { user } = await renderFlow(onPlaceOrder);
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
