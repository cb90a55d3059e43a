import { expect, test } from 'vitest';
import { getContentPage } from '@/data/content-repository';
import { countFaqItems, faqResultText, filterFaqGroups } from './faq-filter';

const groups = getContentPage('faq').categories;

test('a blank query keeps every group and item', () => {
  expect(filterFaqGroups(groups, '')).toEqual(groups);
  expect(filterFaqGroups(groups, '   ')).toEqual(groups);
  expect(countFaqItems(groups)).toBeGreaterThan(20);
});

test('matches answers as well as questions, ignoring case and surrounding spaces', () => {
  const byAnswer = filterFaqGroups(groups, '  BIODEGRADABLE ');
  expect(byAnswer.map((g) => g.category)).toEqual(['Shipping']);
  expect(byAnswer[0]?.questions.map((i) => i.id)).toEqual(['shipping-packaging']);

  const byQuestion = filterFaqGroups(groups, 'reset my password');
  expect(byQuestion.flatMap((g) => g.questions.map((i) => i.id))).toEqual(['account-password']);
});

test('groups without a match are dropped, and order is kept', () => {
  const result = filterFaqGroups(groups, 'refund');
  expect(result.every((g) => g.questions.length > 0)).toBe(true);
  const ids = result.flatMap((g) => g.questions.map((i) => i.id));
  const allIds = groups.flatMap((g) => g.questions.map((i) => i.id));
  expect(ids).toEqual(allIds.filter((id) => ids.includes(id)));
  expect(ids).toContain('returns-refund');
});

test('nonsense matches nothing', () => {
  expect(filterFaqGroups(groups, 'zzqxv')).toEqual([]);
  expect(countFaqItems(filterFaqGroups(groups, 'zzqxv'))).toBe(0);
});

test('does not change the groups it is given', () => {
  const before = JSON.stringify(groups);
  filterFaqGroups(groups, 'ship');
  expect(JSON.stringify(groups)).toBe(before);
});

test('result text', () => {
  expect(faqResultText(3, 28)).toBe('Showing 3 of 28 questions');
  expect(faqResultText(1, 1)).toBe('Showing 1 of 1 question');
});
