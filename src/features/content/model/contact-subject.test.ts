import { expect, test } from 'vitest';
import { applicationSubject } from './application-subject';
import { contactPathWithSubject, subjectFromParam, subjectMaxLength } from './contact-subject';

test('missing or blank subjects are empty', () => {
  expect(subjectFromParam(null)).toBe('');
  expect(subjectFromParam(undefined)).toBe('');
  expect(subjectFromParam('   ')).toBe('');
});

test('keeps plain text, trims and collapses whitespace, drops control characters', () => {
  expect(subjectFromParam('  Application:   Data\tAnalyst ')).toBe('Application: Data Analyst');
  expect(subjectFromParam('Hi\u0000there\u0007!\nBye')).toBe('Hi there ! Bye');
  expect(subjectFromParam('<b>Bold</b>')).toBe('<b>Bold</b>');
});

test('is cut to a sane length without splitting characters', () => {
  const long = '😀'.repeat(subjectMaxLength + 50);
  const result = subjectFromParam(long);
  expect(Array.from(result)).toHaveLength(subjectMaxLength);
  expect(result).toBe('😀'.repeat(subjectMaxLength));
});

test('contact paths round-trip through the URL', () => {
  const path = contactPathWithSubject(applicationSubject('Senior Frontend Engineer'));
  expect(path.startsWith('/contact?subject=')).toBe(true);
  const params = new URL(path, 'https://shop.example').searchParams;
  expect(subjectFromParam(params.get('subject'))).toBe('Application: Senior Frontend Engineer');
  // The form of the links content files write (content/careers.md: /contact?subject=General+Application).
  const written = new URL('/contact?subject=General+Application', 'https://x.example');
  expect(subjectFromParam(written.searchParams.get('subject'))).toBe('General Application');
  expect(contactPathWithSubject('a&b=c#d')).toBe('/contact?subject=a%26b%3Dc%23d');
});
