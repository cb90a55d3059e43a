import { act, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  findToast,
  renderWithToaster,
  shownToast,
  shownToasts,
  toaster,
  toastsSettled,
} from '@/testing/toaster';
import { notify } from './toast';

test('a default toast shows its title and description in the polite live region', async () => {
  await renderWithToaster(<p>Page</p>);
  act(() => notify({ title: 'Added to cart', description: 'Wireless Headphones is in your cart.' }));

  const toast = await findToast('Added to cart');
  const region = toaster();
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(within(region ?? document.body).getByRole('list')).toContainElement(toast);
  expect(toast).toHaveAttribute('data-type', 'success');
  expect(within(toast).getByText('Wireless Headphones is in your cart.')).toBeInTheDocument();
  expect(shownToast(toast)).toEqual({
    title: 'Added to cart',
    description: 'Wireless Headphones is in your cart.',
    variant: 'default',
  });
  // The app's toaster has a close button on every toast.
  expect(within(toast).getByRole('button', { name: 'Close toast' })).toBeInTheDocument();
});

test('a destructive toast is an error toast in the red the app gives it', async () => {
  await renderWithToaster(<p>Page</p>);
  act(() =>
    notify({ title: 'Login Failed', description: 'Invalid email or password.', variant: 'destructive' }),
  );

  const toast = await findToast('Invalid email or password.');
  expect(toast).toHaveAttribute('data-type', 'error');
  expect(toast).toHaveClass('bg-error-soft!', 'text-error-soft-foreground!');
  expect(shownToast(toast)).toEqual({
    title: 'Login Failed',
    description: 'Invalid email or password.',
    variant: 'destructive',
  });
});

test('the action button runs its action once and closes the toast', async () => {
  const undo = vi.fn();
  const { user } = await renderWithToaster(<p>Page</p>);
  act(() => notify({ title: 'Removed from cart', action: { label: 'Undo', onClick: undo } }));

  const toast = await findToast('Removed from cart');
  expect(shownToast(toast)).toEqual({ title: 'Removed from cart', variant: 'default' });
  await user.click(within(toast).getByRole('button', { name: 'Undo' }));
  expect(undo).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(toast).not.toBeInTheDocument());
  expect(shownToasts()).toEqual([]);
});

test('toastsSettled: a toast asked for is shown by then, and none is shown unasked', async () => {
  await renderWithToaster(<p>Page</p>);
  await toastsSettled();
  expect(shownToasts()).toEqual([]);

  act(() => {
    notify({ title: 'First' });
    notify({ title: 'Second', variant: 'destructive' });
  });
  await toastsSettled();
  expect(shownToasts()).toEqual([
    { title: 'First', variant: 'default' },
    { title: 'Second', variant: 'destructive' },
  ]);
});

test('no toaster is on the page until the first toast', async () => {
  await renderWithToaster(<p>Page</p>);
  expect(toaster()).toBeNull();
  act(() => notify({ title: 'Added to cart' }));
  expect(shownToast(await findToast('Added to cart'))).toEqual({
    title: 'Added to cart',
    variant: 'default',
  });
  expect(toaster()).toHaveAttribute('aria-live', 'polite');
});
