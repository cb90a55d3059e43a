import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { getProductById } from '@/data/catalog-repository';
import { ShopProviders } from '@/testing/render';
import { useAuth } from './auth/use-auth';
import { useCart } from './cart/use-cart';
import { useCartItems } from './cart/use-cart-items';
import { useOrders } from './checkout/use-orders';
import { useRecentSearches } from './search/use-recent-searches';
import { useWishlist } from './wishlist/use-wishlist';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify, loadToastLibrary: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  notify.mockClear();
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

async function renderShop() {
  const view = renderHook(() => useShop(), { wrapper: ShopProviders });
  await vi.waitFor(() => expect(view.result.current.cart.hydrated).toBe(true));
  return view;
}

test('the cart raises the toasts of the shop rules, persists ids and quantities, and restores a line on Undo', async () => {
  const { result } = await renderShop();
  const headphones = product('1');
  act(() => result.current.cart.addItem(headphones));
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Added to cart',
    description: `${headphones.name} has been added to your cart`,
  });
  act(() => result.current.cart.addItem(headphones));
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Updated cart',
    description: `Increased quantity of ${headphones.name}`,
  });
  act(() => result.current.cart.addItem(product('2'), 3));
  expect(result.current.cart.itemCount).toBe(5);
  expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([
    { productId: '1', quantity: 2 },
    { productId: '2', quantity: 3 },
  ]);
  expect(result.current.items.totals.subtotal).toBe(headphones.price * 2 + product('2').price * 3);

  act(() => result.current.cart.setQuantity(headphones, 0));
  expect(result.current.cart.lines.map((l) => l.productId)).toEqual(['2']);
  const removal = notify.mock.calls.at(-1)?.[0] as {
    title: string;
    action: { label: string; onClick: () => void };
  };
  expect(removal.title).toBe('Removed from cart');
  expect(removal.action.label).toBe('Undo');
  act(() => removal.action.onClick());
  expect(result.current.cart.lines).toEqual([
    { productId: '1', quantity: 2 },
    { productId: '2', quantity: 3 },
  ]);

  act(() => result.current.cart.saveForLater(product('2')));
  expect(JSON.parse(localStorage.getItem('savedForLater') ?? 'null')).toEqual(['2']);
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Saved for later',
    description: `${product('2').name} has been saved for later`,
  });
  act(() => result.current.cart.clearCart());
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Cart cleared',
    description: 'All items have been removed from your cart',
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
  const { result } = await renderShop();
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
  const { result } = await renderShop();
  act(() => result.current.cart.addItem(product('4')));
  localStorage.removeItem('cart');
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: null }));
  });
  expect(result.current.cart.lines).toEqual([{ productId: '4', quantity: 1 }]);
  expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ productId: '4', quantity: 1 }]);
});

test('when storage refuses every write the cart keeps working in memory', async () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { result } = await renderShop();
  act(() => result.current.cart.addItem(product('6'), 2));
  expect(result.current.cart.itemCount).toBe(2);
  expect(setItem).toHaveBeenCalled();
});

test('the wishlist reports duplicates and stays in memory', async () => {
  const { result } = await renderShop();
  const item = product('7');
  act(() => result.current.wishlist.add(item));
  act(() => result.current.wishlist.add(item));
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Already in wishlist',
    description: `${item.name} is already in your wishlist`,
  });
  expect(result.current.wishlist.count).toBe(1);
  act(() => result.current.wishlist.toggle(item));
  expect(result.current.wishlist.count).toBe(0);
  expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Removed from wishlist' }));
  expect(Object.keys(localStorage)).not.toContain('wishlist');
});

test('sign-in honours Remember me, and an unparseable stored user signs out and is removed', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderHook(() => useAuth(), { wrapper: ShopProviders });
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
  expect(notify).toHaveBeenLastCalledWith({
    title: 'Welcome back!',
    description: 'You have successfully logged in.',
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
  const view = renderHook(() => useAuth(), { wrapper: ShopProviders });
  await vi.waitFor(() => expect(view.result.current.hydrated).toBe(true));
  let outcome: Promise<string> = Promise.resolve('');
  act(() => {
    outcome = view.result.current.login('demo@example.com', 'wrong-password', true);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  expect(await outcome).toBe('invalid');
  expect(notify).toHaveBeenLastCalledWith({
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
