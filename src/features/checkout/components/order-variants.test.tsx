import { render, screen, within } from '@testing-library/react';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { address, checkoutItem } from '@/testing/checkout-fixtures';
import { buildPlacedOrder } from '../model/orders';
import { OrderConfirmation } from './order-confirmation';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';

function renderWithRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return render(<Stub />);
}

const tee = { id: '2', name: 'Crew Tee', price: 3499 };
const sheets = { id: '9', name: 'Sheet Set', price: 15999 };
const lamp = { id: '11', name: 'Desk Lamp', price: 7999 };
const items = [
  checkoutItem(tee, 2, {
    id: '2-navy-m',
    options: [
      { name: 'Colour', value: 'Navy' },
      { name: 'Size', value: 'M' },
    ],
  }),
  checkoutItem(sheets, 1, { id: '9-king', options: [{ name: 'Size', value: 'King' }], price: 21999 }),
  checkoutItem(lamp, 1),
];

const order = buildPlacedOrder({
  id: 'ORD-00000035',
  placedAt: new Date(2025, 10, 24).getTime(),
  items,
  details: { shipTo: address, payment: { type: 'paypal' }, delivery: 'standard' },
});

test("a placed order keeps each line's variant, option values and variant price", () => {
  expect(order.lines).toEqual([
    {
      productId: '2',
      variantId: '2-navy-m',
      name: 'Crew Tee',
      options: [
        { name: 'Colour', value: 'Navy' },
        { name: 'Size', value: 'M' },
      ],
      price: 3499,
      quantity: 2,
    },
    {
      productId: '9',
      variantId: '9-king',
      name: 'Sheet Set',
      options: [{ name: 'Size', value: 'King' }],
      price: 21999,
      quantity: 1,
    },
    { productId: '11', name: 'Desk Lamp', price: 7999, quantity: 1 },
  ]);
  // 2 x $34.99 + $219.99 + $79.99 = $369.96.
  expect(order.totals.subtotal).toBe(36996);
});

test('the checkout list names each line with its option values under the name', () => {
  render(
    <OrderItems
      label="Items to order"
      lines={items.map((item) => ({ ...item, name: item.product.name, key: item.key }))}
    />,
  );
  const [first, second, third] = within(screen.getByRole('list', { name: 'Items to order' })).getAllByRole(
    'listitem',
  );
  expect(first).toHaveTextContent('Crew Tee');
  expect(within(first!).getByText('Colour: Navy, Size: M')).toBeInTheDocument();
  expect(second).toHaveTextContent('Size: King');
  expect(second).toHaveTextContent('$219.99');
  // A product without options: its name, quantity and total only.
  expect(third).toHaveTextContent(/^Desk LampQty: 1\$79\.99$/);
});

test('the confirmation and the order history show the option values of the order placed', () => {
  const { unmount } = renderWithRouter(<OrderConfirmation order={order} />);
  const ordered = screen.getByRole('list', { name: 'Items in this order' });
  expect(ordered).toHaveTextContent('Colour: Navy, Size: M');
  expect(ordered).toHaveTextContent('Size: King');
  unmount();

  renderWithRouter(<OrderHistory orders={[order]} />);
  const lines = screen.getByRole('list', { name: 'Items in order ORD-00000035' });
  expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
  expect(lines).toHaveTextContent('Colour: Navy, Size: M');
});
