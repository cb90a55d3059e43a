import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { checkoutDraftStore } from '../checkout-draft-store';
import {
  currentStep,
  fillShipping,
  setUpCheckoutTests,
  renderFlow,
  renderFlowOnly,
  startAtPayment,
} from '@/testing/checkout-flow';
import { findToast, shownToast, shownToasts, toastsSettled } from '@/testing/toaster';

setUpCheckoutTests();

test('Next on an empty shipping step raises the toast, marks each field and focuses the first', async () => {
  const { user } = await renderFlow();
  expect(currentStep()).toBe('Shipping');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(shownToast(await findToast('Missing Information'))).toEqual({
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

  // The message goes once the field is filled: the form validates asynchronously (its schema
  // resolver), so the mark goes when that answer is in, not with the keystroke.
  await user.type(firstName, 'Ada');
  await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));
});

test('shipping fields carry autocomplete tokens', async () => {
  await renderFlow();
  expect(screen.getByLabelText(/^First name/)).toHaveAttribute('autocomplete', 'shipping given-name');
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'shipping email');
  expect(screen.getByLabelText(/^ZIP code/)).toHaveAttribute('autocomplete', 'shipping postal-code');
  expect(screen.getByLabelText(/^Country/)).toHaveValue('US');
});

test('a complete shipping step moves to Payment and focuses its heading', async () => {
  const { user } = await renderFlow();
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentStep()).toBe('Payment'));
  await toastsSettled();
  expect(shownToasts()).toEqual([]);
  expect(screen.getByRole('heading', { level: 2, name: /Payment Details/ })).toHaveFocus();
  expect(checkoutDraftStore.get().shipping).toMatchObject({ firstName: 'Ada', zipCode: '62701' });
});

test('what was entered survives leaving the checkout and coming back', async () => {
  startAtPayment();
  const first = await renderFlow();
  await first.user.type(screen.getByLabelText(/^Card number/), '4111');
  first.unmount();

  // Only the flow leaves: the app's providers (and the toaster) stay, as they do in the shop.
  renderFlowOnly();
  expect(currentStep()).toBe('Payment');
  expect(screen.getByLabelText(/^Card number/)).toHaveValue('4111');
  await first.user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
});

test('the side summary lists items, quantities and totals', async () => {
  await renderFlow();
  const summary = screen.getByRole('complementary', { name: 'Order Summary' });
  expect(within(summary).getByText('Desk Lamp')).toBeInTheDocument();
  expect(within(summary).getByText('Qty: 2')).toBeInTheDocument();
  expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$40.00');
  expect(within(summary).getByText('Shipping (Standard)').nextSibling).toHaveTextContent('$9.99');
  expect(within(summary).getByText('Tax').nextSibling).toHaveTextContent('$3.20');
  expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$53.19');
});

test('a signed-in shopper finds their details filled in, without overwriting what they typed', async () => {
  checkoutDraftStore.update((draft) => ({ ...draft, shipping: { ...draft.shipping, lastName: 'Typed' } }));
  await renderFlow(undefined, {
    id: '1',
    values: { firstName: 'Demo', lastName: 'User', email: 'demo@example.com' },
  });
  await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Demo'));
  expect(screen.getByLabelText(/^Last name/)).toHaveValue('Typed');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
});
