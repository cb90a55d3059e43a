import { expect, test } from 'vitest';
import { accountTabSearch, accountTabs, parseAccountTab } from './account-tabs';

test('the four tabs in the order of the shop rules', () => {
  expect(accountTabs.map((t) => t.label)).toEqual(['Profile', 'Orders', 'Wishlist', 'Settings']);
});

test.each([
  ['orders', 'orders'],
  ['wishlist', 'wishlist'],
  ['settings', 'settings'],
  ['profile', 'profile'],
  [null, 'profile'],
  [undefined, 'profile'],
  ['', 'profile'],
  ['Orders', 'profile'],
  ['toString', 'profile'],
  ['__proto__', 'profile'],
])('parseAccountTab(%j) -> %s', (raw, expected) => {
  expect(parseAccountTab(raw)).toBe(expected);
});

test('the default tab is left out of the URL; the others round-trip', () => {
  expect(accountTabSearch('profile')).toBe('');
  for (const { value } of accountTabs) {
    const search = new URLSearchParams(accountTabSearch(value));
    expect(parseAccountTab(search.get('tab'))).toBe(value);
  }
});
