import { expect, test } from 'vitest';
import { loginRedirectTarget } from './login-redirect';

test.each([
  [null, '/'],
  [undefined, '/'],
  ['', '/'],
  ['/profile', '/profile'],
  ['/product/3?tab=reviews#write', '/product/3?tab=reviews#write'],
  ['//evil.example', '/'],
  ['https://evil.example', '/'],
  ['/\\evil.example', '/'],
  ['javascript:alert(1)', '/'],
  ['profile', '/'],
  ['/login', '/'],
  ['/login/', '/'],
  ['/login?redirect=/profile', '/'],
  ['/register#top', '/'],
  ['/forgot-password', '/'],
  ['/login-help', '/login-help'],
])('loginRedirectTarget(%j) -> %s', (raw, expected) => {
  expect(loginRedirectTarget(raw)).toBe(expected);
});
