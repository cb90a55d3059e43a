import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { rememberProduct } from '@/data/known-products';
import { forgetProducts } from '@/data/product-cache';
import { productSummary } from '@/domain/types';
import { renderWithShop } from '@/testing/render';
import { AddToCartButton } from './add-to-cart-button';
import { CartView } from './cart-view';

const headphones = getProductById('1')!; // $249.99 in three colours, each with its own pictures
const tee = getProductById('2')!; // $34.99 in colours and sizes
const sheets = getProductById('9')!; // sizes at their own prices: Twin $159.99, King $219.99

const lineItems = () =>
  within(screen.getByRole('region', { name: 'Items in your cart' })).getAllByRole('listitem');
const store = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const seed = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
const variantLine = (productId: string, variantId: string, quantity: number) => ({
  productId,
  variantId,
  quantity,
});

beforeAll(() => {
  // jsdom lacks pointer capture, which the toast library uses on pointerdown.
  Element.prototype.setPointerCapture ??= () => {};
});

beforeEach(() => {
  localStorage.clear();
  forgetProducts();
});

afterEach(() => {
  toast.dismiss();
});

test('two sizes of one product are two lines, each naming its options, linking to its variant', async () => {
  seed('cart', [variantLine('2', '2-navy-m', 1), variantLine('2', '2-navy-l', 2)]);
  const { user } = renderWithShop(<CartView />, { path: '/cart' });
  await screen.findAllByRole('link', { name: tee.name });
  const [medium, large] = lineItems();
  expect(medium).toHaveTextContent('Colour: Navy, Size: M');
  expect(large).toHaveTextContent('Colour: Navy, Size: L');
  expect(within(medium!).getByRole('link', { name: tee.name })).toHaveAttribute(
    'href',
    '/product/2?variant=2-navy-m',
  );
  expect(screen.getByText('3 items in your cart')).toBeInTheDocument();

  // Each line's controls name its options, and change that line only.
  await user.click(
    screen.getByRole('button', { name: `Increase Quantity of ${tee.name} (Colour: Navy, Size: M)` }),
  );
  expect(store('cart')).toEqual([variantLine('2', '2-navy-m', 2), variantLine('2', '2-navy-l', 2)]);
  await user.click(
    screen.getByRole('button', { name: `Save for Later: ${tee.name} (Colour: Navy, Size: L)` }),
  );
  const saved = within(screen.getByRole('region', { name: /Saved for Later/ }));
  expect(saved.getByText('Colour: Navy, Size: L')).toBeInTheDocument();
  expect(store('savedForLater')).toEqual([{ productId: '2', variantId: '2-navy-l' }]);
  expect(lineItems()).toHaveLength(1);
});

test("a line costs its variant's price and shows its variant's own picture; the totals follow", async () => {
  seed('cart', [variantLine('9', '9-king', 1), variantLine('1', '1-forest', 1)]);
  renderWithShop(<CartView />, { path: '/cart' });
  await screen.findByRole('link', { name: sheets.name });
  const [king, forest] = lineItems();
  expect(king).toHaveTextContent('Size: King');
  expect(king).toHaveTextContent('$219.99 each');
  expect(forest).toHaveTextContent('Colour: Forest Green');
  expect(within(forest!).getByRole('img')).toHaveAttribute('src', expect.stringContaining('1-forest-1'));
  // $219.99 + $249.99 = $469.98.
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Subtotal (2 items)').closest('div')).toHaveTextContent('$469.98');
});

test('a cart stored by the previous version loads with each product’s first variant in stock, and is stored anew', async () => {
  // The previous version's shape: lines without a variant, saved product ids.
  seed('cart', [
    { productId: '5', quantity: 1 },
    { productId: '2', quantity: 2 },
  ]);
  seed('savedForLater', ['1']);
  renderWithShop(<CartView />, { path: '/cart' });
  await screen.findByRole('link', { name: tee.name });
  expect(lineItems()[1]).toHaveTextContent('Colour: Oat, Size: XS');
  expect(screen.getByRole('region', { name: /Saved for Later/ })).toHaveTextContent('Colour: Midnight Black');
  await waitFor(() =>
    expect(store('cart')).toEqual([{ productId: '5', quantity: 1 }, variantLine('2', '2-oat-xs', 2)]),
  );
  expect(store('savedForLater')).toEqual([{ productId: '1', variantId: '1-black' }]);
});

test('a stored line whose product now has no variant in stock is dropped with a notice', async () => {
  // The catalogue as it might be later: every size of the sheet set sold out.
  rememberProduct({ ...sheets, variants: sheets.variants!.map((v) => ({ ...v, inStock: false })) });
  seed('cart', [
    { productId: '9', quantity: 1 },
    { productId: '5', quantity: 1 },
  ]);
  renderWithShop(<CartView />, { path: '/cart' });
  expect(
    await screen.findByText(`${sheets.name} is sold out in every option and has been removed from your cart`),
  ).toBeInTheDocument();
  expect(screen.getByText('No longer available')).toBeInTheDocument();
  expect(lineItems()).toHaveLength(1);
  expect(store('cart')).toEqual([{ productId: '5', quantity: 1 }]);
});

test('Add to Cart on a card (its variants not known yet) adds the first variant in stock, then adds to it', async () => {
  const card = productSummary(headphones);
  const { user } = renderWithShop(
    <>
      <AddToCartButton product={card} />
      <CartView />
    </>,
    { path: '/cart' },
  );
  await screen.findByRole('heading', { name: 'Your Cart is Empty' });
  const add = screen.getByRole('button', { name: `Add to Cart: ${headphones.name}` });
  await user.click(add);
  expect(await screen.findByText('Colour: Midnight Black')).toBeInTheDocument();
  await waitFor(() => expect(store('cart')).toEqual([variantLine('1', '1-black', 1)]));
  // Its variants known now, the next press adds to the same line.
  await user.click(add);
  expect(store('cart')).toEqual([variantLine('1', '1-black', 2)]);
  expect(await screen.findByText(`Increased quantity of ${headphones.name}`)).toBeInTheDocument();
});

test('Add to Cart with a variant adds that variant; a sold-out one reads Out of Stock and adds nothing', async () => {
  const [, sand] = headphones.variants!;
  const { user } = renderWithShop(
    <>
      <AddToCartButton product={headphones} variant={sand} />
      <AddToCartButton product={tee} variant={{ id: '2-oat-xxl', inStock: false }} />
    </>,
  );
  await user.click(screen.getByRole('button', { name: `Add to Cart: ${headphones.name}` }));
  expect(store('cart')).toEqual([variantLine('1', '1-sand', 1)]);
  expect(screen.getByRole('button', { name: `Out of Stock: ${tee.name}` })).toBeDisabled();
});
