import { expect, test } from 'vitest';
import {
  averageResponseTimeText,
  emailResponseTimeText,
  mailboxLabel,
  openingHoursRows,
  openingHoursText,
  phoneLineLabel,
  returnWindowText,
} from './shop-details-text';

test('the opening hours read a row a day or run of days, closed days included', () => {
  expect(openingHoursRows()).toEqual([
    { days: 'Mon-Fri', hours: '9AM-6PM EST', open: true },
    { days: 'Sat', hours: '10AM-4PM EST', open: true },
    { days: 'Sun', hours: 'Closed', open: false },
  ]);
  expect(openingHoursText()).toBe('Mon-Fri 9AM-6PM EST, Sat 10AM-4PM EST');
});

test('phone lines and mailboxes are named by the catalogue, another name shown as written', () => {
  expect(['support', 'orders', 'international'].map(phoneLineLabel)).toEqual([
    'Customer support',
    'Orders and sales',
    'International',
  ]);
  expect(['support', 'general', 'press'].map(mailboxLabel)).toEqual([
    'Customer support',
    'General enquiries',
    'Press and partnerships',
  ]);
  expect(phoneLineLabel('Wholesale')).toBe('Wholesale');
});

test('response times and the return window read as the help pages say them', () => {
  expect(averageResponseTimeText()).toBe('2-4 hours');
  expect(emailResponseTimeText()).toBe('24 hours');
  expect(returnWindowText()).toBe('30 days');
});
