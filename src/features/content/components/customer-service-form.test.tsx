import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { findToast, renderWithToaster, shownToast } from '@/testing/toaster';
import { CustomerServiceForm } from './customer-service-form';

const { sendMessage } = vi.hoisted(() => ({ sendMessage: vi.fn() }));
vi.mock('@/data/services/message-service', () => ({ sendMessage }));

// The validators load on first use (a dynamic import); allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sendMessage.mockReset().mockResolvedValue(undefined);
});

test('requires every field, with inline messages', async () => {
  const { user } = await renderWithToaster(<CustomerServiceForm />);
  await user.type(screen.getByRole('textbox', { name: /Name/ }), '   ');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await screen.findAllByRole('alert');
  expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required');
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required');
  expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveAccessibleDescription('Subject is required');
  expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription('Message is required');
  expect(sendMessage).not.toHaveBeenCalled();
});

test('sends, confirms and resets', async () => {
  const { user } = await renderWithToaster(<CustomerServiceForm />);
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Sam Shopper');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Where is my order?');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'It has not arrived yet.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(shownToast(await findToast('Message sent'))).toEqual({
    title: 'Message sent',
    description: "We'll get back to you within 24 hours.",
    variant: 'default',
  });
  expect(sendMessage).toHaveBeenCalledWith({
    name: 'Sam Shopper',
    email: 'sam@example.com',
    subject: 'Where is my order?',
    message: 'It has not arrived yet.',
  });
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue(''));
  for (const box of screen.getAllByRole('textbox')) expect(box).toHaveValue('');
});
