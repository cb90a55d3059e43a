import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { renderWithShop } from '@/testing/render';
import { CartView } from './cart-view';

const tee = getProductById('2')!; // $34.99
// A cart stored before options loads with the tee's first variant in stock; its controls name it.
const teeLabel = `${tee.name} (Colour: Oat, Size: XS)`;
const teeDefault = { productId: '2', variantId: '2-oat-xs' };
const book = getProductById('5')!; // $38.99
const laptop = getProductById('7')!; // $1,299.99

function seedCart(lines: [string, number][], saved: string[] = []) {
  localStorage.setItem(
    'cart',
    JSON.stringify(lines.map(([productId, quantity]) => ({ productId, quantity }))),
  );
  localStorage.setItem('savedForLater', JSON.stringify(saved));
}

function renderCart() {
  return renderWithShop(<CartView />, { path: '/cart' });
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const summaryRow = (label: string | RegExp) => summary().getByText(label).closest('div')!;
const cartLines = () =>
  within(screen.getByRole('region', { name: 'Items in your cart' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const savedRegion = () => within(screen.getByRole('region', { name: /Saved for Later/ }));

beforeAll(() => {
  // jsdom lacks pointer capture, which the toast library uses on pointerdown.
  Element.prototype.setPointerCapture ??= () => {};
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  // Toasts live in a module-level queue that a new Toaster replays: start each test clean.
  toast.dismiss();
});

test('with a stored cart it shows a loading state, not an empty cart, until the cart has loaded', async () => {
  seedCart([['2', 1]]);
  renderCart();
  expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
  expect(screen.queryByText('Your Cart is Empty')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: tee.name })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test.each([
  ['nothing stored', () => undefined],
  ['empty lists stored', () => seedCart([], [])],
])('with %s the empty cart shows at once, before the stored cart has loaded', (_, seed) => {
  seed();
  renderCart();
  expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('garbage in storage counts as a stored cart until it has been read', () => {
  localStorage.setItem('cart', '{oops');
  renderCart();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
});

test('lines show the product, unit price and line total; a cart under $50 pays shipping', async () => {
  seedCart([['2', 1]]);
  renderCart();
  const link = await screen.findByRole('link', { name: tee.name });
  expect(link).toHaveAttribute('href', '/product/2?variant=2-oat-xs');
  expect(screen.getByText('Colour: Oat, Size: XS')).toBeInTheDocument();
  expect(screen.getByText('Fieldloom')).toBeInTheDocument();
  expect(screen.getByText('$34.99 each')).toBeInTheDocument();
  expect(screen.getByText('1 item in your cart')).toBeInTheDocument();
  expect(summaryRow('Subtotal (1 item)')).toHaveTextContent('$34.99');
  expect(summaryRow('Shipping (Standard)')).toHaveTextContent('$9.99');
  expect(summaryRow('Tax (8%)')).toHaveTextContent('$2.80');
  expect(summaryRow('Total')).toHaveTextContent('$47.78');
  expect(summary().getByText('Add $15.02 more for free shipping')).toBeInTheDocument();
  expect(summary().getByText(/Shipping here is the standard rate/)).toBeInTheDocument();
  expect(summary().getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  expect(summary().getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
});

test('over $50 shipping is Free and there is no hint; money reads $1,299.99', async () => {
  seedCart([
    ['2', 2],
    ['5', 1],
    ['7', 1],
  ]);
  renderCart();
  await screen.findByRole('link', { name: laptop.name });
  expect(screen.getByText('$1,299.99 each')).toBeInTheDocument();
  // 2 x 34.99 + 38.99 + 1299.99 = 1408.96; tax 112.7168 -> 112.72
  expect(summaryRow('Subtotal (4 items)')).toHaveTextContent('$1,408.96');
  expect(summaryRow('Shipping (Standard)')).toHaveTextContent('Free');
  expect(summaryRow('Tax (8%)')).toHaveTextContent('$112.72');
  expect(summaryRow('Total')).toHaveTextContent('$1,521.68');
  expect(summary().queryByText(/more for free shipping/)).not.toBeInTheDocument();
});

test('the stepper changes the quantity, line total and totals, and persists it', async () => {
  seedCart([['2', 1]]);
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: `Increase Quantity of ${teeLabel}` }));
  expect(screen.getByRole('textbox', { name: `Quantity of ${teeLabel}` })).toHaveValue('2');
  expect(screen.getByRole('listitem')).toHaveTextContent('Line total: $69.98');
  expect(summaryRow('Shipping (Standard)')).toHaveTextContent('Free');
  expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([{ ...teeDefault, quantity: 2 }]);
});

test('typed quantities are validated: not a number restores, above 99 is capped', async () => {
  seedCart([['2', 3]]);
  const { user } = renderCart();
  const input = await screen.findByRole('textbox', { name: `Quantity of ${teeLabel}` });
  await user.clear(input);
  await user.type(input, 'abc{Enter}');
  expect(input).toHaveValue('3');
  await user.clear(input);
  await user.type(input, '150{Enter}');
  expect(input).toHaveValue('99');
  expect(screen.getByRole('button', { name: `Increase Quantity of ${teeLabel}` })).toBeDisabled();
});

test('quantity 0 removes the line with a toast whose Undo restores quantity and position', async () => {
  seedCart([
    ['5', 1],
    ['2', 4],
    ['7', 1],
  ]);
  const { user } = renderCart();
  const input = await screen.findByRole('textbox', { name: `Quantity of ${teeLabel}` });
  await user.clear(input);
  await user.type(input, '0{Enter}');
  expect(cartLines()).toEqual([book.name, laptop.name]);
  expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
  expect(screen.getByText(`${tee.name} has been removed`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(cartLines()).toEqual([book.name, tee.name, laptop.name]));
  expect(screen.getByRole('textbox', { name: `Quantity of ${teeLabel}` })).toHaveValue('4');
});

test('the decrease button at 1 removes the line', async () => {
  seedCart([['2', 1]]);
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: `Decrease Quantity of ${teeLabel}` }));
  expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
});

test('Remove deletes the line with a toast and keeps focus on the next line', async () => {
  seedCart([
    ['2', 1],
    ['5', 1],
  ]);
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: `Remove: ${teeLabel}` }));
  expect(cartLines()).toEqual([book.name]);
  expect(screen.getByRole('link', { name: book.name })).toHaveFocus();
  expect(await screen.findByText(`${tee.name} has been removed`)).toBeInTheDocument();
});

test('Save for Later moves a line to the saved list; Move to Cart brings it back', async () => {
  seedCart([
    ['2', 1],
    ['5', 1],
  ]);
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: `Save for Later: ${teeLabel}` }));
  expect(cartLines()).toEqual([book.name]);
  expect(await screen.findByText(`${tee.name} has been saved for later`)).toBeInTheDocument();
  expect(savedRegion().getByRole('heading', { name: 'Saved for Later (1)' })).toBeInTheDocument();
  expect(savedRegion().getByText('$34.99')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('savedForLater')!)).toEqual([teeDefault]);

  await user.click(savedRegion().getByRole('button', { name: `Move to Cart: ${teeLabel}` }));
  expect(cartLines()).toEqual([book.name, tee.name]);
  expect(screen.queryByRole('region', { name: /Saved for Later/ })).not.toBeInTheDocument();
  expect(await screen.findByText('Moved to cart')).toBeInTheDocument();
});

test('a saved item can be removed, and the saved list shows with an empty cart', async () => {
  seedCart([], ['2', '5']);
  const { user } = renderCart();
  expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  await user.click(savedRegion().getByRole('button', { name: `Remove: ${teeLabel}` }));
  expect(savedRegion().getByRole('heading', { name: 'Saved for Later (1)' })).toBeInTheDocument();
  expect(savedRegion().getByRole('link', { name: book.name })).toHaveFocus();
  expect(await screen.findByText('Removed from saved items')).toBeInTheDocument();
});

test('Clear Cart asks first; confirming empties the cart but keeps the saved list', async () => {
  seedCart([['2', 2]], ['5']);
  const { user } = renderCart();
  // The button is live at once; the dialog's code loads on the first press.
  await user.click(await screen.findByRole('button', { name: 'Clear Cart', expanded: false }));
  let dialog = await screen.findByRole('alertdialog', { name: 'Clear your cart?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(cartLines()).toEqual([tee.name]);

  await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
  dialog = await screen.findByRole('alertdialog', { name: 'Clear your cart?' });
  await user.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
  const empty = screen.getByRole('heading', { name: 'Your Cart is Empty' });
  await waitFor(() => expect(document.activeElement).toContainElement(empty));
  expect(await screen.findByText('All items have been removed from your cart')).toBeInTheDocument();
  expect(savedRegion().getByRole('link', { name: book.name })).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([]);
});

test('corrupt stored data is removed and the cart starts empty', async () => {
  localStorage.setItem('cart', '{oops');
  localStorage.setItem('savedForLater', '[1,2]');
  renderCart();
  expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  expect(localStorage.getItem('cart')).toBeNull();
  expect(localStorage.getItem('savedForLater')).toBeNull();
});

test('a change made in another tab shows up without a reload', async () => {
  seedCart([['2', 1]]);
  renderCart();
  await screen.findByRole('link', { name: tee.name });
  act(() => {
    const otherTab = JSON.stringify([{ productId: '5', quantity: 3 }]);
    localStorage.setItem('cart', otherTab);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: otherTab }));
  });
  expect(await screen.findByRole('link', { name: book.name })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: tee.name })).not.toBeInTheDocument();
  expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
});
