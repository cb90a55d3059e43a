import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';

const { notify, subscribeToNewsletter } = vi.hoisted(() => ({
  notify: vi.fn(),
  subscribeToNewsletter: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/toast', () => ({ notify }));
vi.mock('@/data/services/message-service', () => ({ subscribeToNewsletter }));

// The validators load lazily; warm the module cache so the first submit is not slowed by it.
beforeAll(async () => {
  await Promise.all([import('../model/newsletter-schema'), import('@hookform/resolvers/zod')]);
});

beforeEach(() => {
  notify.mockClear();
  subscribeToNewsletter.mockClear();
});

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

test('an empty address is required: the error is announced and focus goes to the field', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.click(subscribe());
  expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  expect(email()).toHaveAttribute('aria-invalid', 'true');
  expect(email()).toHaveAccessibleDescription('Email is required');
  expect(email()).toHaveFocus();
  expect(subscribeToNewsletter).not.toHaveBeenCalled();
});

test('a malformed address is invalid; editing clears the error', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(email(), 'shopper@example{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Email is invalid');
  await user.type(email(), '.com');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(email()).not.toHaveAttribute('aria-invalid');
});

test('a valid address subscribes, thanks the shopper and empties the box', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(email(), '  shopper@example.com ');
  await user.click(subscribe());
  expect(subscribeToNewsletter).toHaveBeenCalledWith('shopper@example.com');
  expect(notify).toHaveBeenCalledWith({
    title: 'Subscribed!',
    description: 'Thanks for subscribing to our newsletter.',
  });
  expect(email()).toHaveValue('');
});

test('the button shows progress and cannot be pressed twice while sending', async () => {
  let finish = () => {};
  subscribeToNewsletter.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(email(), 'shopper@example.com');
  await user.click(subscribe());
  const busy = screen.getByRole('button', { name: 'Subscribing...' });
  expect(busy).toBeDisabled();
  await user.type(email(), '{Enter}');
  expect(subscribeToNewsletter).toHaveBeenCalledTimes(1);
  finish();
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(notify).toHaveBeenCalledTimes(1);
});
