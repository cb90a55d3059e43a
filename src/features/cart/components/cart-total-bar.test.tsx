import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { CartTotalBar } from './cart-total-bar';

test("a phone's total bar shows the cart's total and links to checkout", () => {
  const Stub = createRoutesStub([{ path: '*', Component: () => <CartTotalBar total={4778} /> }]);
  render(<Stub />);
  const bar = screen.getByRole('region', { name: 'Cart total' });
  expect(bar).toHaveTextContent('Total$47.78');
  expect(within(bar).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
});
