import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { BadgeAnnouncer } from './badge-announcer';

const live = () => screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');

test('announces the changes a shopper makes, not the first render', () => {
  const { rerender } = render(<BadgeAnnouncer cart={0} wishlist={0} ready />);
  expect(live()).toHaveTextContent('');
  rerender(<BadgeAnnouncer cart={1} wishlist={0} ready />);
  expect(live()).toHaveTextContent('Cart now has 1 item');
  rerender(<BadgeAnnouncer cart={3} wishlist={2} ready />);
  expect(live()).toHaveTextContent('Cart now has 3 items. Wishlist now has 2 items');
});

test('the stored cart arriving after hydration is not news', () => {
  const { rerender } = render(<BadgeAnnouncer cart={0} wishlist={0} ready={false} />);
  rerender(<BadgeAnnouncer cart={2} wishlist={1} ready />);
  expect(live()).toHaveTextContent('');
});

test('a count announced before the stored cart arrived is corrected when it does', () => {
  // The shopper adds one item while the stored two are still being read.
  const { rerender } = render(<BadgeAnnouncer cart={0} wishlist={0} ready={false} />);
  rerender(<BadgeAnnouncer cart={1} wishlist={0} ready={false} />);
  expect(live()).toHaveTextContent('Cart now has 1 item');
  rerender(<BadgeAnnouncer cart={3} wishlist={0} ready />);
  expect(live()).toHaveTextContent('Cart now has 3 items');
});
