import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { renderWithShop } from '@/testing/render';
import { useWishlist } from '../use-wishlist';
import { AddToWishlistButton } from './add-to-wishlist-button';

const tee = getProductById('2')!;

function WishlistCount() {
  return <p>Wishlist count: {useWishlist().count}</p>;
}

afterEach(() => {
  toast.dismiss();
});

test('adds once; a second add says it is already there and changes nothing', async () => {
  const { user } = renderWithShop(
    <>
      <AddToWishlistButton product={tee} />
      <WishlistCount />
    </>,
  );
  const button = screen.getByRole('button', { name: `Add to Wishlist: ${tee.name}` });
  await user.click(button);
  expect(screen.getByText('Wishlist count: 1')).toBeInTheDocument();
  expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();

  await user.click(button);
  expect(await screen.findByText('Already in wishlist')).toBeInTheDocument();
  expect(screen.getByText('Wishlist count: 1')).toBeInTheDocument();
});
