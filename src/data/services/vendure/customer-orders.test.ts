import { expect, test } from 'vitest';
import { orderSummary } from './customer-orders';

const order = (state: string, code = 'standard') => ({
  code: 'ABC123',
  state,
  orderPlacedAt: '2026-03-04T12:00:00.000Z',
  totalWithTax: 58209,
  shippingWithTax: 0,
  totalQuantity: 3,
  shippingLines: [{ shippingMethod: { code } }],
});

test('a Vendure order as a row of the order history: its code, date, total, items and delivery', () => {
  expect(orderSummary(order('PaymentSettled'))).toEqual({
    id: 'ABC123',
    date: '2026-03-04',
    status: 'Processing',
    total: 58209,
    items: 3,
    delivery: 'standard',
    shipping: 0,
  });
});

test.each([
  ['PaymentSettled', 'Processing'],
  ['PartiallyShipped', 'Shipped'],
  ['Shipped', 'Shipped'],
  ['PartiallyDelivered', 'Shipped'],
  ['Delivered', 'Delivered'],
  ['Cancelled', 'Cancelled'],
  ['Modifying', 'Processing'],
])('state %s is shown as %s', (state, status) => {
  expect(orderSummary(order(state)).status).toBe(status);
});

test("each delivery method's code maps back; an unknown one is Standard", () => {
  expect(orderSummary(order('PaymentSettled', 'next-day')).delivery).toBe('next_day');
  expect(orderSummary(order('PaymentSettled', 'express')).delivery).toBe('express');
  expect(orderSummary(order('PaymentSettled', 'drone')).delivery).toBe('standard');
});
