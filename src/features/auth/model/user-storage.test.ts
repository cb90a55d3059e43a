import fc from 'fast-check';
import { expect, test } from 'vitest';
import { loadStoredUser, parseStoredUser, serializeUser } from './user-storage';

const user = {
  id: '1',
  email: 'demo@example.com',
  name: 'Demo User',
  avatar: '/images/avatars/demo-user.svg',
};

test('a stored user round-trips, optional profile fields included', () => {
  expect(parseStoredUser(serializeUser(user))).toEqual(user);
  const full = { ...user, phone: '555', city: 'Springfield' };
  expect(parseStoredUser(serializeUser(full))).toEqual(full);
});

test('unknown fields are dropped', () => {
  expect(parseStoredUser(JSON.stringify({ ...user, password: 'x', isAdmin: true }))).toEqual(user);
});

test.each([
  '{oops',
  '"{oops"',
  'null',
  '[]',
  '{}',
  JSON.stringify({ ...user, id: '' }),
  JSON.stringify({ ...user, email: 'nope' }),
  JSON.stringify({ ...user, phone: 5 }),
])('%j is no user and invalid', (raw) => {
  expect(parseStoredUser(raw)).toBeNull();
  expect(loadStoredUser(raw).valid).toBe(false);
});

test('nothing stored is no user but valid', () => {
  expect(loadStoredUser(null)).toEqual({ value: null, valid: true });
});

test('any stored text loads without throwing', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.json(),
        fc.anything().map((v) => JSON.stringify(v) ?? 'undefined'),
      ),
      (raw) => {
        const loaded = loadStoredUser(raw);
        if (loaded.value) {
          expect(typeof loaded.value.id).toBe('string');
          expect(loaded.valid).toBe(true);
        }
      },
    ),
    { numRuns: 500 },
  );
});
