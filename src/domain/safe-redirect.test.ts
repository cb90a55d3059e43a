import fc from 'fast-check';
import { expect, test } from 'vitest';
import { safeRedirect } from './safe-redirect';

test.each(['/', '/profile', '/product/3?tab=reviews#write', '/search?q=red%20shirt', '/a/b/../c'])(
  '%s is kept',
  (path) => {
    expect(safeRedirect(path)).toBe(path);
  },
);

test.each([
  '//evil.example',
  'https://evil.example',
  '/\\evil',
  '\\\\evil',
  'javascript:alert(1)',
  'evil.example',
  '',
  ' /profile',
  '/\t/evil.example',
  '/\n/evil.example',
  '/profile\u0000',
  '/a\\b',
  '/\u200eevil',
  'data:text/html,hi',
])('%j falls back to /', (value) => {
  expect(safeRedirect(value)).toBe('/');
});

test.each([null, undefined, 42, {}, ['/profile'], true])('non-string %j falls back', (value) => {
  expect(safeRedirect(value)).toBe('/');
});

test('a custom fallback is returned for unsafe values', () => {
  expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
  expect(safeRedirect('/cart', '/profile')).toBe('/cart');
});

test('very long paths fall back', () => {
  expect(safeRedirect(`/${'a'.repeat(5000)}`)).toBe('/');
});

test('any accepted value stays on the same origin', () => {
  const arbitrary = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string().map((s) => `/${s}`),
    fc.string({ unit: 'binary' }).map((s) => `/${s}`),
    fc.webUrl(),
    fc.anything(),
  );
  fc.assert(
    fc.property(arbitrary, (value) => {
      const result = safeRedirect(value);
      if (result !== '/') expect(result).toBe(value);
      const url = new URL(result, 'https://shop.example/here/');
      expect(url.origin).toBe('https://shop.example');
      expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
    }),
    { numRuns: 500 },
  );
});
