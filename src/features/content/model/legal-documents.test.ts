import { expect, test } from 'vitest';
import { shop } from '@/config/shop';
import { legalDocumentText, type LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

const docs: [string, LegalDocument][] = [
  ['privacy', privacyPolicy],
  ['terms', termsOfService],
];

test.each(docs)('%s: dated January 1, 2024, with unique anchors and non-empty sections', (_name, doc) => {
  expect(doc.lastUpdated).toBe('January 1, 2024');
  const ids = doc.sections.map((s) => s.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  for (const section of doc.sections) {
    expect(section.blocks.length + (section.subsections?.length ?? 0)).toBeGreaterThan(0);
  }
  expect(legalDocumentText(doc).join(' ')).toContain(shop.brand);
});

test('the privacy policy states its figures', () => {
  const text = legalDocumentText(privacyPolicy).join('\n');
  expect(text).toContain('at least 18 years old');
  expect(text).toContain('about 3 years after closure');
  expect(text).toContain("30 days' notice of any significant change");
  expect(text).toContain('data protection officer replies within 30 days');
  expect(text).toContain(shop.support.privacyEmail);
});

test('the terms state their figures', () => {
  const text = legalDocumentText(termsOfService).join('\n');
  expect(text).toContain('at least 18 years old');
  expect(text).toContain('Orders may be cancelled within 2 hours of placement');
  expect(text).toContain('Refunds are processed within 3-5 business days after we receive your return');
  expect(text).toContain('within 30 days of account creation');
  expect(text).toContain("30 days' notice of any significant change");
  expect(text).toContain('major credit cards, PayPal and other approved payment methods');
});

test('legal texts never contradict the help pages', () => {
  const all = [...legalDocumentText(privacyPolicy), ...legalDocumentText(termsOfService)].join('\n');
  // One refund reading only (docs/shop-rules.md, Help and content pages: the refund statement).
  expect(all).not.toMatch(/8-10|5-10/);
  expect(all).not.toMatch(/\{brand\}|lorem/i);
});
