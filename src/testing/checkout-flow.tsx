/** The checkout flow rendered for a test, and the shopper's ways through it. Source never imports this. */
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeAll, beforeEach, vi } from 'vitest';
import { checkoutDraftStore } from '@/features/checkout/checkout-draft-store';
import { CheckoutFlow } from '@/features/checkout/components/checkout-flow';
import type { OrderDetails } from '@/features/checkout/model/orders';
import type { ShippingPrefill } from '@/features/checkout/model/shipping-prefill';
import { buildProduct } from './builders';
import { address as shipping, checkoutItem } from './checkout-fixtures';
import { renderWithToaster } from './toaster';

/**
 * A checkout test file's set-up: the steps' checks (zod, which they load on demand) loaded once up
 * front so a slow first transform does not eat into a test's time, and each test starting from an
 * empty checkout (the toasts of the last test are dismissed by renderWithToaster).
 */
export function setUpCheckoutTests() {
  // Whole-form journeys in jsdom; the machine running them may be busy.
  vi.setConfig({ testTimeout: 15_000 });
  beforeAll(async () => {
    await Promise.all([
      import('@/features/checkout/model/checkout-schemas'),
      import('@/features/checkout/model/checkout-validation'),
      import('@hookform/resolvers/zod'),
    ]);
  }, 30_000);
  beforeEach(() => {
    checkoutDraftStore.reset();
  });
}

const items = [checkoutItem(buildProduct({ id: '7', name: 'Desk Lamp', price: 2000 }), 2)];

/** Starts at the Payment step with a valid shipping address already entered (in memory). */
export function startAtPayment() {
  checkoutDraftStore.update((draft) => ({ ...draft, step: 'payment', shipping }));
}

/** The flow alone (a second render of it keeps the toaster renderFlow mounted). */
export function renderFlowOnly(
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
export function currentStep(): string | null {
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

export async function fillShipping(user: UserEvent) {
  await enter(user, screen.getByLabelText(/^First name/), 'Ada');
  await enter(user, screen.getByLabelText(/^Last name/), 'Lovelace');
  await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
  await enter(user, screen.getByLabelText(/^Phone/), '555-0100');
  await enter(user, screen.getByLabelText(/^Address \*?$/), '1 Main St');
  await enter(user, screen.getByLabelText(/^City/), 'Springfield');
  await enter(user, screen.getByLabelText(/^State/), 'IL');
  await enter(user, screen.getByLabelText(/^ZIP code/), '62701');
}

export async function fillCard(user: UserEvent) {
  await enter(user, screen.getByLabelText(/^Card number/), '4242 4242 4242 4242');
  await enter(user, screen.getByLabelText(/^Expiry date/), '12/30');
  await enter(user, screen.getByLabelText(/^CVV/), '123');
  await enter(user, screen.getByLabelText(/^Name on card/), 'Ada Lovelace');
}

/**
 * The flow with the app's providers and their toaster mounted beside it (AppProviders gives its
 * children no context: the toaster is all a checkout step needs of it).
 */
export async function renderFlow(...args: Parameters<typeof renderFlowOnly>) {
  await renderWithToaster(null);
  return renderFlowOnly(...args);
}
