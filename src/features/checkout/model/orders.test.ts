import { expect, test } from 'vitest';
import { getSampleOrders } from '@/data/content-repository';
import { checkoutItem } from '@/testing/checkout-fixtures';
import { emptyAddress } from './checkout-schemas';
import type { DeliveryMethod } from '@/domain/delivery';
import {
  buildPlacedOrder,
  deliveryLabel,
  orderDeliveryWindow,
  itemCountText,
  orderHistoryRows,
  orderStatusTone,
  paymentMethodLabel,
  type PlacedOrder,
  toOrderSummary,
} from './orders';
import { shippingPrefillFor } from './shipping-prefill';

const product = (id: string, price: number) => ({
  id,
  name: `Thing ${id}`,
  price,
  images: [{ src: `/images/${id}.svg`, alt: '', width: 1, height: 1 }],
});

function order(id: string, placedAt: number, delivery: DeliveryMethod = 'standard'): PlacedOrder {
  return buildPlacedOrder({
    id,
    placedAt,
    items: [checkoutItem(product('1', 2500), 3)],
    details: { shipTo: emptyAddress, payment: { type: 'card', last4: '4242' }, delivery },
  });
}

const samples = getSampleOrders();

test('a placed order is Processing, dated locally, with lines and the card last 4 only', () => {
  const placedAt = new Date(2025, 10, 22, 9, 30).getTime();
  const placed = order('ORD-00000001', placedAt);
  expect(placed.status).toBe('Processing');
  expect(placed.date).toBe('2025-11-22');
  expect(placed.lines).toEqual([
    {
      productId: '1',
      name: 'Thing 1',
      price: 2500,
      quantity: 3,
      image: { src: '/images/1.svg', alt: '', width: 1, height: 1 },
    },
  ]);
  expect(placed.payment).toEqual({ type: 'card', last4: '4242' });
  expect(placed.billTo).toBeUndefined();
  expect(toOrderSummary(placed)).toEqual({
    id: 'ORD-00000001',
    date: '2025-11-22',
    status: 'Processing',
    total: placed.totals.total,
    items: 3,
    delivery: 'standard',
    shipping: 0,
  });
});

test('a placed order is totalled with its delivery method, and arrives in that method’s window', () => {
  // Monday 2025-11-24, 3 PM local: after the Next-Day cut-off.
  const placedAt = new Date(2025, 10, 24, 15, 0).getTime();
  const standard = order('ORD-1', placedAt);
  const express = order('ORD-2', placedAt, 'express');
  const nextDay = order('ORD-3', placedAt, 'next_day');
  // 3 x $25.00 = $75.00: Standard is free, tax $6.00.
  expect([standard, express, nextDay].map((o) => [o.totals.shipping, o.totals.total])).toEqual([
    [0, 8100],
    [999, 9099],
    [1999, 10099],
  ]);
  expect(toOrderSummary(express)).toMatchObject({ delivery: 'express', shipping: 999, total: 9099 });
  expect(orderDeliveryWindow(standard)).toEqual({ earliest: '2025-12-01', latest: '2025-12-03' });
  expect(orderDeliveryWindow(nextDay)).toEqual({ earliest: '2025-11-26', latest: '2025-11-26' });
});

test("a backend's charged prices and delivery are what the record holds and totals", () => {
  const charged = buildPlacedOrder({
    id: 'ABC123',
    placedAt: 0,
    items: [checkoutItem(product('1', 2500), 3)],
    details: { shipTo: emptyAddress, payment: { type: 'card', last4: '4242' }, delivery: 'express' },
    unitPrices: [2700],
    shipping: 1499,
  });
  // 3 x $27.00 = $81.00, Express charged at $14.99, tax 8 % of $81.00 = $6.48.
  expect(charged.lines[0]?.price).toBe(2700);
  expect(charged.totals).toMatchObject({ subtotal: 8100, shipping: 1499, tax: 648, total: 10247 });
});

test('delivery labels name the method and its price', () => {
  expect(deliveryLabel('standard', 0)).toBe('Standard (Free)');
  expect(deliveryLabel('standard', 999)).toBe('Standard ($9.99)');
  expect(deliveryLabel('next_day', 1999)).toBe('Next-Day ($19.99)');
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
