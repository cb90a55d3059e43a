import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { delays, shop } from '@/config/shop';
import { signIn, signUp } from './auth-service';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(delays.authMs);
  return promise;
}

test('only the demo account signs in, after the simulated delay', async () => {
  let done = false;
  const pending = signIn(shop.demoAccount.email, shop.demoAccount.password).then((u) => {
    done = true;
    return u;
  });
  await vi.advanceTimersByTimeAsync(delays.authMs - 1);
  expect(done).toBe(false);
  const user = await settle(pending);
  expect(user).toMatchObject({ id: '1', name: 'Demo User', email: 'demo@example.com' });
});

test('the email is matched case-insensitively and trimmed; the password exactly', async () => {
  expect(await settle(signIn('  DEMO@example.com ', 'demo1234'))).not.toBeNull();
  expect(await settle(signIn('demo@example.com', 'DEMO1234'))).toBeNull();
  expect(await settle(signIn('someone@example.com', 'demo1234'))).toBeNull();
  expect(await settle(signIn('', ''))).toBeNull();
});

test('registration accepts any input and returns a user with the trimmed name', async () => {
  const user = await settle(
    signUp({ name: '  Ada Lovelace ', email: 'ada@example.com', password: 'secret1' }),
  );
  expect(user.name).toBe('Ada Lovelace');
  expect(user.email).toBe('ada@example.com');
  expect(user.avatar).toBe(shop.demoAccount.avatar);
});
