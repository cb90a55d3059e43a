// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { readStoredUser, userFromOtherTab } from './user-persistence';

const user = {
  id: '1',
  email: 'demo@example.com',
  name: 'Demo User',
  avatar: '/images/avatars/demo-user.svg',
};
const other = { ...user, id: '2', email: 'other@example.com', name: 'Other User' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('a valid user written in another tab signs this tab in', () => {
  expect(userFromOtherTab(JSON.stringify(other))).toEqual(other);
});

test('garbage written in another tab is ignored: this tab keeps its state', () => {
  for (const raw of ['{oops', '[]', JSON.stringify({ ...user, email: 'nope' })]) {
    expect(userFromOtherTab(raw)).toBeUndefined();
  }
});

test("removal in another tab signs this tab out, unless this tab's own session user remains", () => {
  expect(userFromOtherTab(null)).toBeNull();
  sessionStorage.setItem('user', JSON.stringify(user));
  expect(userFromOtherTab(null)).toEqual(user);
});

test('the remembered user wins over the session one; bad stored data is removed', () => {
  sessionStorage.setItem('user', JSON.stringify(other));
  localStorage.setItem('user', JSON.stringify(user));
  expect(readStoredUser()).toEqual({ user, area: 'local' });
  localStorage.setItem('user', '{oops');
  expect(readStoredUser()).toEqual({ user: other, area: 'session' });
  expect(localStorage.getItem('user')).toBeNull();
});
