import fc from 'fast-check';
import { expect, test } from 'vitest';
import { isEmailShaped } from './email';

test.each(['demo@example.com', 'a.b+c@sub.example.co.uk', 'x@y.z', 'DEMO@EXAMPLE.COM'])(
  '%s is shaped like an email',
  (value) => {
    expect(isEmailShaped(value)).toBe(true);
  },
);

test.each([
  '',
  'demo',
  'demo@',
  '@example.com',
  'demo@example',
  'demo@example.',
  'demo@.com',
  'demo@example..com',
  'de mo@example.com',
  'demo@exa mple.com',
  ' demo@example.com',
  'a@b@example.com',
  'demo@example.com\n',
])('%j is not shaped like an email', (value) => {
  expect(isEmailShaped(value)).toBe(false);
});

test('a shaped email always has exactly one @ and no whitespace', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), (value) => {
      if (isEmailShaped(value)) {
        expect(value.split('@')).toHaveLength(2);
        expect(/\s/u.test(value)).toBe(false);
      }
    }),
    { numRuns: 500 },
  );
});
