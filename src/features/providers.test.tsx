import { act, renderHook, within } from '@testing-library/react';
import { createRef, useEffect } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { ShopProviders } from '@/testing/render';
import { findToast, renderWithToaster, shownToasts, toastsSettled } from '@/testing/toaster';
import { useAuth } from './auth/use-auth';
import { useCart } from './cart/use-cart';
import { useCartItems } from './cart/use-cart-items';
import { useOrders } from './checkout/use-orders';
import { useRecentSearches } from './search/use-recent-searches';
import { useWishlist } from './wishlist/use-wishlist';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const product = (id: string) => {
  const found = getProductById(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

test.each([
  ['useCart', useCart, { itemCount: 0, hydrated: false }],
  ['useWishlist', useWishlist, { count: 0 }],
  ['useAuth', useAuth, { user: null, hydrated: false }],
  ['useRecentSearches', useRecentSearches, { recent: [] }],
  ['useOrders', useOrders, { orders: [], lastOrder: null }],
] as const)('%s needs no provider: it starts from the prerendered, empty state', (_name, hook, empty) => {
  // The stores are modules (lib/create-store.ts): no provider to forget. Storage is read once
  // subscribed, so the first render is the state the prerendered HTML shows.
  const renders: unknown[] = [];
  renderHook(() => renders.push(hook()));
  expect(renders[0]).toMatchObject(empty);
});

function useShop() {
  return { cart: useCart(), items: useCartItems(), wishlist: useWishlist() };
}

/**
 * renderHook inside the app's providers, whose toaster mounts with the first toast
 * (renderWithToaster): `result.current` is the hook's latest value, as renderHook gives it.
 */
async function renderHookWithToaster<T>(useHook: () => T) {
  const result = createRef<T>() as { current: T };
  function Probe() {
    const value = useHook();
    useEffect(() => {
      result.current = value;
    });
    return null;
  }
  const view = await renderWithToaster(<Probe />);
  return { result, ...view };
}

/** The newest toast, once the one titled `title` shows and every toast asked for is in. */
async function lastToast(title: string) {
  await findToast(title);
  await toastsSettled();
  return shownToasts().at(-1);
}

async function renderShop() {
  const view = renderHook(() => useShop(), { wrapper: ShopProviders });
  await vi.waitFor(() => expect(view.result.current.cart.hydrated).toBe(true));
  return view;
}

/** renderShop for a test that raises toasts: they show in the toaster and go when it ends. */
async function renderShopWithToaster() {
  const view = await renderHookWithToaster(useShop);
  await vi.waitFor(() => expect(view.result.current.cart.hydrated).toBe(true));
  return view;
}

test('the cart raises the toasts of the shop rules, persists ids, variants and quantities, and restores a line on Undo', async () => {
  const { result, user } = await renderShopWithToaster();
  const headphones = product('1');
  act(() => result.current.cart.addItem(headphones, 1, '1-black'));
  expect(await lastToast('Added to cart')).toEqual({
    title: 'Added to cart',
    description: `${headphones.name} has been added to your cart`,
    variant: 'default',
  });
  act(() => result.current.cart.addItem(headphones, 1, '1-black'));
  expect(await lastToast('Updated cart')).toEqual({
    title: 'Updated cart',
    description: `Increased quantity of ${headphones.name}`,
    variant: 'default',
  });
  act(() => result.current.cart.addItem(product('2'), 3, '2-oat-xs'));
  expect(result.current.cart.itemCount).toBe(5);
  const lines = [
    { productId: '1', variantId: '1-black', quantity: 2 },
    { productId: '2', variantId: '2-oat-xs', quantity: 3 },
  ];
  expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(lines);
  expect(result.current.items.totals.subtotal).toBe(headphones.price * 2 + product('2').price * 3);

  act(() => result.current.cart.setQuantity(headphones, 0, '1-black'));
  expect(result.current.cart.lines.map((l) => l.productId)).toEqual(['2']);
  const removal = await findToast('Removed from cart');
  await toastsSettled();
  expect(shownToasts().at(-1)?.title).toBe('Removed from cart');
  const undo = within(removal).getByRole('button', { name: 'Undo' });
  await user.click(undo);
  expect(result.current.cart.lines).toEqual(lines);

  act(() => result.current.cart.saveForLater(product('2'), '2-oat-xs'));
  expect(JSON.parse(localStorage.getItem('savedForLater') ?? 'null')).toEqual([
    { productId: '2', variantId: '2-oat-xs' },
  ]);
  expect(await lastToast('Saved for later')).toEqual({
    title: 'Saved for later',
    description: `${product('2').name} has been saved for later`,
    variant: 'default',
  });
  act(() => result.current.cart.clearCart());
  expect(await lastToast('Cart cleared')).toEqual({
    title: 'Cart cleared',
    description: 'All items have been removed from your cart',
    variant: 'default',
  });
  expect(result.current.cart.itemCount).toBe(0);
});

test('a stored cart is restored after hydration; garbage is removed and the cart starts empty', async () => {
  localStorage.setItem(
    'cart',
    JSON.stringify([
      { productId: '3', quantity: 2 },
      { productId: '999', quantity: 1 },
    ]),
  );
  const first = await renderShop();
  expect(first.result.current.cart.lines).toEqual([{ productId: '3', quantity: 2 }]);
  first.unmount();

  for (const garbage of ['"{oops', '{"a":1}', '[{"productId":"1","quantity":-4}]']) {
    localStorage.setItem('cart', garbage);
    const view = await renderShop();
    expect(view.result.current.cart.lines).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
    view.unmount();
  }
});

test('a cart change in another tab arrives through the storage event; garbage from it is ignored', async () => {
  const { result } = await renderShopWithToaster();
  act(() => result.current.cart.addItem(product('4')));
  const otherTab = JSON.stringify([{ productId: '5', quantity: 7 }]);
  localStorage.setItem('cart', otherTab);
  // The handler reads the change once the validators have loaded (a promise, even when cached).
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: otherTab }));
  });
  expect(result.current.cart.lines).toEqual([{ productId: '5', quantity: 7 }]);
  localStorage.setItem('cart', '<<garbage>>');
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '<<garbage>>' }));
  });
  expect(result.current.cart.lines).toEqual([{ productId: '5', quantity: 7 }]);
  expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ productId: '5', quantity: 7 }]);
});

test('another tab removing the stored cart (repairing garbage it found) does not empty this one', async () => {
  const { result } = await renderShopWithToaster();
  act(() => result.current.cart.addItem(product('4'), 1, '4-coral-7'));
  localStorage.removeItem('cart');
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: null }));
  });
  const line = { productId: '4', variantId: '4-coral-7', quantity: 1 };
  expect(result.current.cart.lines).toEqual([line]);
  expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([line]);
});

test('when storage refuses every write the cart keeps working in memory', async () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { result } = await renderShopWithToaster();
  act(() => result.current.cart.addItem(product('6'), 2));
  expect(result.current.cart.itemCount).toBe(2);
  expect(setItem).toHaveBeenCalled();
});

test('the wishlist reports duplicates and stays in memory', async () => {
  const { result } = await renderShopWithToaster();
  const item = product('7');
  act(() => result.current.wishlist.add(item));
  act(() => result.current.wishlist.add(item));
  expect(await lastToast('Already in wishlist')).toEqual({
    title: 'Already in wishlist',
    description: `${item.name} is already in your wishlist`,
    variant: 'default',
  });
  expect(result.current.wishlist.count).toBe(1);
  act(() => result.current.wishlist.toggle(item));
  expect(result.current.wishlist.count).toBe(0);
  expect(await lastToast('Removed from wishlist')).toEqual(
    expect.objectContaining({ title: 'Removed from wishlist' }),
  );
  expect(Object.keys(localStorage)).not.toContain('wishlist');
});

test('sign-in honours Remember me, and an unparseable stored user signs out and is removed', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = await renderHookWithToaster(useAuth);
  await vi.waitFor(() => expect(view.result.current.hydrated).toBe(true));
  let outcome: Promise<string> = Promise.resolve('');
  act(() => {
    outcome = view.result.current.login('demo@example.com', 'demo1234', false);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  expect(await outcome).toBe('ok');
  expect(view.result.current.user?.name).toBe('Demo User');
  expect(localStorage.getItem('user')).toBeNull();
  expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'demo@example.com' });
  // Shown while the clock is fake (it advances with real time); toastsSettled needs real timers.
  await findToast('Welcome back!');
  vi.useRealTimers();
  await toastsSettled();
  expect(shownToasts().at(-1)).toEqual({
    title: 'Welcome back!',
    description: 'You have successfully logged in.',
    variant: 'default',
  });
  view.unmount();

  sessionStorage.clear();
  localStorage.setItem('user', '"{oops');
  const again = renderHook(() => useAuth(), { wrapper: ShopProviders });
  await vi.waitFor(() => expect(again.result.current.hydrated).toBe(true));
  expect(again.result.current.user).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

test('wrong credentials raise the destructive Login Failed toast', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = await renderHookWithToaster(useAuth);
  await vi.waitFor(() => expect(view.result.current.hydrated).toBe(true));
  let outcome: Promise<string> = Promise.resolve('');
  act(() => {
    outcome = view.result.current.login('demo@example.com', 'wrong-password', true);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  expect(await outcome).toBe('invalid');
  // Shown while the clock is fake (it advances with real time); toastsSettled needs real timers.
  await findToast('Login Failed');
  vi.useRealTimers();
  await toastsSettled();
  expect(shownToasts().at(-1)).toEqual({
    title: 'Login Failed',
    description: 'Invalid email or password.',
    variant: 'destructive',
  });
});

test('with nothing stored the user is ready at once; a sign-in or sign-out in another tab follows', async () => {
  const { result } = renderHook(() => useAuth(), { wrapper: ShopProviders });
  await vi.waitFor(() => expect(result.current.hydrated).toBe(true));
  expect(result.current.user).toBeNull();
  const other = {
    id: '9',
    email: 'other@example.com',
    name: 'Other Tab',
    avatar: '/images/avatars/demo-user.svg',
  };
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: JSON.stringify(other) }));
  });
  expect(result.current.user).toEqual(other);
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{oops' }));
  });
  expect(result.current.user).toEqual(other);
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
  });
  expect(result.current.user).toBeNull();
});
