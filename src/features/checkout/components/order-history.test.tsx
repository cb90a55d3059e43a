import { render, screen, within } from '@testing-library/react';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { getSampleOrders } from '@/data/content-repository';
import { checkoutItem } from '@/testing/checkout-fixtures';
import { emptyAddress } from '../model/checkout-schemas';
import { buildPlacedOrder } from '../model/orders';
import { OrderHistory } from './order-history';

/** These components need only a router (for their links), not the shop's providers. */
function renderWithRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return render(<Stub />);
}

const samples = getSampleOrders();

const placed = buildPlacedOrder({
  id: 'ORD-55550000',
  placedAt: new Date(2025, 10, 22).getTime(),
  items: [checkoutItem({ id: '1', name: 'Lamp', price: 3000 }, 2)],
  details: { shipTo: emptyAddress, payment: { type: 'paypal' }, delivery: 'next_day' },
});

function orderCards() {
  return within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('article');
}

test('signed in: this visit’s orders first, then the sample orders, each with its details', () => {
  renderWithRouter(<OrderHistory orders={[placed]} sampleOrders={samples} signedIn />);
  const cards = orderCards();
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'ORD-55550000',
    'ORD-31877420',
    'ORD-24051231',
  ]);
  const [session, shipped, delivered] = cards;
  expect(session).toHaveTextContent('November 22, 2025');
  expect(session).toHaveTextContent('2 items');
  expect(session).toHaveTextContent('Next-Day ($19.99)');
  expect(shipped).toHaveTextContent('Express ($9.99)');
  expect(delivered).toHaveTextContent('Standard (Free)');
  expect(within(session!).getByText('Processing')).toHaveClass('bg-warning-soft');
  expect(shipped).toHaveTextContent('October 28, 2025');
  expect(shipped).toHaveTextContent('1 item');
  expect(shipped).toHaveTextContent('$47.78');
  expect(within(shipped!).getByText('Shipped')).toHaveClass('bg-info-soft');
  expect(within(delivered!).getByText('Delivered')).toHaveClass('bg-success-soft');
  expect(delivered).toHaveTextContent('$170.61');
});

test('signed out: only this visit’s orders, with a way to log in for the rest', () => {
  renderWithRouter(<OrderHistory orders={[placed]} sampleOrders={samples} signedIn={false} />);
  expect(orderCards()).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Forders');
});

test('no orders: an empty state that leads to the products', () => {
  renderWithRouter(<OrderHistory orders={[]} sampleOrders={samples} signedIn={false} />);
  expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
});
