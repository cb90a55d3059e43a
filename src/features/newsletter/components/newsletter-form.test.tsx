import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { findToast, renderWithToaster, shownToast, shownToasts, toastsSettled } from '@/testing/toaster';
import { NewsletterForm } from './newsletter-form';

const { subscribeToNewsletter } = vi.hoisted(() => ({
  subscribeToNewsletter: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/data/services/message-service', () => ({ subscribeToNewsletter }));

// The validators load lazily; warm the module cache so the first submit is not slowed by it.
beforeAll(async () => {
  await Promise.all([import('../model/newsletter-schema'), import('@hookform/resolvers/zod')]);
});

beforeEach(() => {
  subscribeToNewsletter.mockClear();
});

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

test('an empty address is required: the error is announced and focus goes to the field', async () => {
  const { user } = await renderWithToaster(<NewsletterForm />);
  await user.click(subscribe());
  expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
  expect(email()).toHaveAttribute('aria-invalid', 'true');
  expect(email()).toHaveAccessibleDescription('Email is required');
  expect(email()).toHaveFocus();
  expect(subscribeToNewsletter).not.toHaveBeenCalled();
});

test('a malformed address is invalid; editing clears the error', async () => {
  const { user } = await renderWithToaster(<NewsletterForm />);
  await user.type(email(), 'shopper@example{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Email is invalid');
  await user.type(email(), '.com');
  // Validated asynchronously (the form's schema resolver): the message goes when that answer is in.
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(email()).not.toHaveAttribute('aria-invalid');
});

test('a valid address subscribes, thanks the shopper and empties the box', async () => {
  const { user } = await renderWithToaster(<NewsletterForm />);
  await user.type(email(), '  shopper@example.com ');
  await user.click(subscribe());
  expect(subscribeToNewsletter).toHaveBeenCalledWith('shopper@example.com');
  expect(shownToast(await findToast('Subscribed!'))).toEqual({
    title: 'Subscribed!',
    description: 'Thanks for subscribing to our newsletter.',
    variant: 'default',
  });
  expect(email()).toHaveValue('');
});

test('the button shows progress and cannot be pressed twice while sending', async () => {
  let finish = () => {};
  subscribeToNewsletter.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user } = await renderWithToaster(<NewsletterForm />);
  await user.type(email(), 'shopper@example.com');
  await user.click(subscribe());
  const busy = screen.getByRole('button', { name: 'Subscribing...' });
  expect(busy).toBeDisabled();
  await user.type(email(), '{Enter}');
  expect(subscribeToNewsletter).toHaveBeenCalledTimes(1);
  finish();
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // One toast for the one subscription. (Waiting for it first: toastsSettled waits for the
  // toaster's first mount inside act(), which holds back the render that mount needs.)
  await findToast('Subscribed!');
  await toastsSettled();
  expect(shownToasts()).toEqual([
    { title: 'Subscribed!', description: 'Thanks for subscribing to our newsletter.', variant: 'default' },
  ]);
});
