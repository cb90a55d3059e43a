import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { CartTotals } from '@/domain/pricing';
import { CheckoutSummary } from './checkout-summary';

const totals: CartTotals = {
  subtotal: 4000,
  shipping: 999,
  tax: 320,
  taxIncluded: false,
  total: 5319,
  delivery: 'standard',
  itemCount: 2,
  freeShipping: false,
  amountToFreeShipping: 1001,
};

test('the summary shows the order total in its bar and folds its details behind Show/Hide on phones', async () => {
  const user = userEvent.setup();
  render(<CheckoutSummary lines={[]} totals={totals} />);
  const summary = screen.getByRole('complementary', { name: 'Order Summary' });
  expect(within(summary).getByText('Total: $53.19')).toBeInTheDocument();
  const toggle = within(summary).getByRole('button', { name: 'Show order details' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(details).toHaveClass('max-lg:hidden');
  await user.click(toggle);
  expect(within(summary).getByRole('button', { name: 'Hide order details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(details).not.toHaveClass('max-lg:hidden');
});
