import { expect, test } from 'vitest';
import { cartTotals } from '@/domain/pricing';
import type { OrderSummary } from '@/domain/types';
import { emptyAddress } from './checkout-schemas';
import {
  buildPlacedOrder,
  itemCountText,
  orderHistoryRows,
  orderStatusTone,
  paymentMethodLabel,
  type PlacedOrder,
  shippingPrefillFor,
  toOrderSummary,
} from './orders';

const product = (id: string, price: number) => ({
  id,
  name: `Thing ${id}`,
  price,
  images: [{ src: `/images/${id}.svg`, alt: '', width: 1, height: 1 }],
});

function order(id: string, placedAt: number): PlacedOrder {
  const items = [{ product: product('1', 2500), quantity: 3 }];
  return buildPlacedOrder({
    id,
    placedAt,
    items,
    totals: cartTotals(items.map((i) => ({ price: i.product.price, quantity: i.quantity }))),
    details: { shipTo: emptyAddress, payment: { type: 'card', last4: '4242' } },
  });
}

const samples: OrderSummary[] = [
  { id: 'ORD-31877420', date: '2025-10-28', status: 'Shipped', total: 4778, items: 1 },
  { id: 'ORD-24051231', date: '2025-05-12', status: 'Delivered', total: 17061, items: 3 },
];

test('a placed order is Processing, dated locally, with lines and the card last 4 only', () => {
  const placedAt = new Date(2025, 10, 22, 9, 30).getTime();
  const placed = order('ORD-00000001', placedAt);
  expect(placed.status).toBe('Processing');
  expect(placed.date).toBe('2025-11-22');
  expect(placed.lines).toEqual([
    { productId: '1', name: 'Thing 1', price: 2500, quantity: 3, image: '/images/1.svg' },
  ]);
  expect(placed.payment).toEqual({ type: 'card', last4: '4242' });
  expect(placed.billTo).toBeUndefined();
  expect(toOrderSummary(placed)).toEqual({
    id: 'ORD-00000001',
    date: '2025-11-22',
    status: 'Processing',
    total: placed.totals.total,
    items: 3,
  });
});

test('history: session orders newest first, then samples only when signed in', () => {
  const older = order('ORD-00000001', 1000);
  const newer = order('ORD-00000002', 2000);
  expect(orderHistoryRows([older, newer], samples, false).map((r) => r.id)).toEqual([
    'ORD-00000002',
    'ORD-00000001',
  ]);
  expect(orderHistoryRows([newer], samples, true).map((r) => r.id)).toEqual([
    'ORD-00000002',
    'ORD-31877420',
    'ORD-24051231',
  ]);
  expect(orderHistoryRows([], samples, false)).toEqual([]);
});

test('status colours: Delivered green, Shipped blue, anything else yellow', () => {
  expect(orderStatusTone('Delivered')).toBe('success');
  expect(orderStatusTone('Shipped')).toBe('info');
  expect(orderStatusTone('Processing')).toBe('warning');
  expect(orderStatusTone('On hold')).toBe('warning');
});

test('payment labels show a card by its last 4 only', () => {
  expect(paymentMethodLabel({ type: 'card', last4: '1234' })).toBe('Card ending 1234');
  expect(paymentMethodLabel({ type: 'card' })).toBe('Credit Card');
  expect(paymentMethodLabel({ type: 'paypal' })).toBe('PayPal');
  expect(paymentMethodLabel({ type: 'apple_pay' })).toBe('Apple Pay');
});

test('item counts are pluralised', () => {
  expect(itemCountText(1)).toBe('1 item');
  expect(itemCountText(3)).toBe('3 items');
});

test('prefill splits the name and uses profile fields when set', () => {
  expect(
    shippingPrefillFor({
      id: '1',
      name: 'Demo  Van User',
      email: 'demo@example.com',
      avatar: '',
      city: 'Austin',
    }),
  ).toEqual({
    id: '1',
    values: {
      firstName: 'Demo',
      lastName: 'Van User',
      email: 'demo@example.com',
      phone: '',
      address1: '',
      city: 'Austin',
      state: '',
      zipCode: '',
    },
  });
});
