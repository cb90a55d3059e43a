import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { PasswordInput } from './password-input';

test('the toggle shows and hides the password and says which state it is in', async () => {
  const user = userEvent.setup();
  render(
    <>
      <label htmlFor="pw">Password</label>
      <PasswordInput id="pw" defaultValue="secret1" />
    </>,
  );
  const input = screen.getByLabelText('Password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(input).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await user.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(input).toHaveValue('secret1');

  await user.click(toggle);
  expect(input).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
});
