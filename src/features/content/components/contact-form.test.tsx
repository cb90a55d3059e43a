import { configure, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { findToast, renderWithToaster, shownToast } from '@/testing/toaster';
import { ContactForm } from './contact-form';

const { sendMessage } = vi.hoisted(() => ({ sendMessage: vi.fn() }));
vi.mock('@/data/services/message-service', () => ({ sendMessage }));

// The validators load on first use (a dynamic import); allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sendMessage.mockReset().mockResolvedValue(undefined);
});

test('empty fields show inline messages, focus the first, and send nothing', async () => {
  const { user } = await renderWithToaster(<ContactForm />);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await screen.findAllByRole('alert');

  const firstName = screen.getByRole('textbox', { name: /First name/ });
  expect(firstName).toHaveFocus();
  expect(firstName).toHaveAccessibleDescription('First name is required');
  expect(firstName).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription(
    'Last name is required',
  );
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required');
  expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveAccessibleDescription('Subject is required');
  expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription('Message is required');
  expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute('aria-invalid');
  expect(screen.getAllByRole('alert')).toHaveLength(5);
  expect(sendMessage).not.toHaveBeenCalled();
});

test('an email that is not shaped like one is refused', async () => {
  const { user } = await renderWithToaster(<ContactForm />);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'someone@nowhere');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  expect(sendMessage).not.toHaveBeenCalled();
});

test('a complete message is sent once, confirmed with a toast, and the form resets', async () => {
  let finish: () => void = () => {};
  sendMessage.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user } = await renderWithToaster(<ContactForm defaultSubject="Application: Data Analyst" />);

  expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Application: Data Analyst');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), ' Ada ');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello there');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const busy = await screen.findByRole('button', { name: 'Sending...' });
  expect(busy).toBeDisabled();
  await user.click(busy);
  finish();

  await screen.findByRole('button', { name: 'Send Message' });
  expect(sendMessage).toHaveBeenCalledTimes(1);
  expect(sendMessage).toHaveBeenCalledWith({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    subject: 'Application: Data Analyst',
    message: 'Hello there',
  });
  expect(shownToast(await findToast('Message sent'))).toEqual({
    title: 'Message sent',
    description: "We'll get back to you within 24 hours.",
    variant: 'default',
  });
  for (const box of screen.getAllByRole('textbox')) expect(box).toHaveValue('');
});

test('a failed send keeps what was typed and says so', async () => {
  sendMessage.mockRejectedValue(new Error('offline'));
  const { user } = await renderWithToaster(<ContactForm defaultSubject="Hi" />);
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'L');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(shownToast(await findToast('Message not sent'))).toEqual(
    expect.objectContaining({ title: 'Message not sent', variant: 'destructive' }),
  );
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
});
