import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import type { Product } from '@/domain/types';
import { renderWithShop } from '@/testing/render';
import { WishlistToggle } from './wishlist-toggle';
import { WishlistView } from './wishlist-view';

const headphones = getProductById('1')!;
const tee = getProductById('2')!;
const camera = getProductById('12')!; // out of stock

function renderWishlist(products: Product[] = [headphones, tee, camera]) {
  return renderWithShop(
    <>
      <div data-testid="hearts">
        {products.map((product) => (
          <WishlistToggle key={product.id} product={product} />
        ))}
      </div>
      <WishlistView
        renderFooter={(product) => (
          <button type="button" disabled={!product.inStock}>
            Footer for {product.name}
          </button>
        )}
      />
    </>,
  );
}

async function addAll(user: ReturnType<typeof renderWishlist>['user'], products: Product[]) {
  for (const product of products) {
    await user.click(screen.getByRole('button', { name: `Add ${product.name} to wishlist` }));
  }
}

const grid = () => within(screen.getByRole('list', { name: 'Wishlist items' }));

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
});

afterEach(() => {
  toast.dismiss();
});

test('an empty wishlist says so and links to the products', () => {
  renderWishlist();
  expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
  expect(screen.getByText('0 items')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  expect(screen.queryByRole('button', { name: 'Clear Wishlist' })).not.toBeInTheDocument();
});

test('lists the products with their count, remove buttons and the route footer', async () => {
  const { user } = renderWishlist();
  await addAll(user, [headphones, tee, camera]);
  expect(screen.getByText('3 items')).toBeInTheDocument();
  expect(
    grid()
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([headphones.name, tee.name, camera.name]);
  expect(grid().getByRole('link', { name: tee.name })).toHaveAttribute('href', '/product/2');
  expect(grid().getByRole('button', { name: `Remove ${tee.name} from wishlist` })).toBeInTheDocument();
  expect(grid().getByRole('button', { name: `Footer for ${camera.name}` })).toBeDisabled();
  expect(grid().getByRole('button', { name: `Footer for ${tee.name}` })).toBeEnabled();
});

test('remove takes the card out with a toast and keeps focus on the next card', async () => {
  const { user } = renderWishlist();
  await addAll(user, [headphones, tee]);
  await user.click(grid().getByRole('button', { name: `Remove ${headphones.name} from wishlist` }));
  expect(screen.getByText('1 item')).toBeInTheDocument();
  expect(grid().queryByRole('link', { name: headphones.name })).not.toBeInTheDocument();
  expect(grid().getByRole('button', { name: `Remove ${tee.name} from wishlist` })).toHaveFocus();
  expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();

  await user.click(grid().getByRole('button', { name: `Remove ${tee.name} from wishlist` }));
  const empty = screen.getByRole('heading', { name: 'Your Wishlist is Empty' });
  expect(document.activeElement).toContainElement(empty);
});

test('Clear Wishlist asks first, then empties it with a toast', async () => {
  const { user } = renderWishlist();
  await addAll(user, [headphones, tee]);
  // The dialog loads on demand: wait for the real trigger.
  await user.click(await screen.findByRole('button', { name: 'Clear Wishlist', expanded: false }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Clear your wishlist?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('2 items')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear Wishlist' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Clear your wishlist?' })).getByRole('button', {
      name: 'Clear Wishlist',
    }),
  );
  expect(screen.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeInTheDocument();
  expect(await screen.findByText('Wishlist cleared')).toBeInTheDocument();
  expect(within(screen.getByTestId('hearts')).queryAllByRole('button', { pressed: true })).toHaveLength(0);
});
