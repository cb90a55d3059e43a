import { render, screen } from '@testing-library/react';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { address, checkoutItem } from '@/testing/checkout-fixtures';
import { buildPlacedOrder } from '../model/orders';
import { OrderConfirmation } from './order-confirmation';

/** These components need only a router (for their links), not the shop's providers. */
function renderWithRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return render(<Stub />);
}

const shipTo = { ...address, address2: 'Apt 2' };

const order = buildPlacedOrder({
  id: 'ORD-12345678',
  placedAt: new Date(2025, 10, 22).getTime(),
  items: [checkoutItem({ id: '1', name: 'Desk Lamp', price: 6000 }, 1)],
  details: { shipTo, payment: { type: 'card', last4: '4242' }, delivery: 'express' },
});

test('shows the number, progress with Processing current, the e-mail note and the order', () => {
  renderWithRouter(<OrderConfirmation order={order} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeInTheDocument();
  expect(screen.getByText('ORD-12345678')).toBeInTheDocument();

  const progress = screen.getByRole('list', { name: 'Order progress' });
  const current = progress.querySelector('[aria-current="step"]');
  expect(current).toHaveTextContent('Processing');
  expect(progress).toHaveTextContent(/Processing.*Shipped.*Delivered/);

  expect(screen.getByText(/A confirmation email has been sent to/)).toHaveTextContent('ada@example.com');
  expect(screen.getByText('Card ending 4242')).toBeInTheDocument();
  expect(screen.getByText(/1 Main St/)).toBeInTheDocument();
  expect(screen.getByText('Desk Lamp')).toBeInTheDocument();
  // $60.00 + Express $9.99 + tax $4.80.
  expect(screen.getByText('Shipping (Express)').nextSibling).toHaveTextContent('$9.99');
  expect(screen.getByText('Total').nextSibling).toHaveTextContent('$74.79');
  // Placed on Saturday 2025-11-22: counted from Monday, Express arrives in 2-3 business days.
  const delivery = screen.getByRole('heading', { name: 'Delivery' }).parentElement!;
  expect(delivery).toHaveTextContent('Express ($9.99)');
  expect(delivery).toHaveTextContent('Arrives Wed, Nov 26 – Thu, Nov 27');
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/orders');
});
