import { describe, expect, it } from 'vitest';
import { money, shop } from '@/config/shop';
import { getContentPage } from './content-repository';
import { contentPlaceholders } from './content-placeholders';

describe('placeholders', () => {
  it('are filled from the store configuration', () => {
    const values = contentPlaceholders();
    expect(values.brand).toBe(shop.brand);
    expect(values.freeShippingThreshold).toBe(`$${money.freeShippingThresholdCents / 100}`);
    expect(getContentPage('careers').title).toBe(`Careers at ${shop.brand}`);
    expect(getContentPage('shipping').lead).toContain(values.freeShippingThreshold);
    expect(JSON.stringify(getContentPage('privacy'))).toContain(shop.support.privacyEmail);
    expect(JSON.stringify(getContentPage('terms'))).not.toMatch(/\{\{/u);
  });

  it('land in the rendered HTML too (escaped there: domain/content-vocabulary.test.ts)', () => {
    const page = getContentPage('about');
    expect(page.sections.find((s) => s.id === 'story')?.html).toContain(`<p>${shop.brand} began in 2015`);
  });
});

describe('jobs', () => {
  it('has 6 full-time positions, all remote except Marketing Specialist', () => {
    const jobs = getContentPage('careers').jobs;
    expect(jobs).toHaveLength(6);
    expect(jobs.every((job) => job.type === 'Full-time')).toBe(true);
    expect(jobs.filter((job) => job.remote)).toHaveLength(5);
    expect(jobs.filter((job) => !job.remote).map((job) => job.title)).toEqual(['Marketing Specialist']);
    expect(new Set(jobs.map((job) => job.department)).size).toBe(6);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(6);
  });
});

describe('faq', () => {
  const groups = getContentPage('faq').categories;
  const answers = groups.flatMap((group) => group.questions.map((item) => item.answer));

  it('has the 6 groups in order with 3-5 items each and unique ids', () => {
    expect(groups.map((group) => group.category)).toEqual([
      'General',
      'Shopping',
      'Shipping',
      'Returns',
      'Account',
      'Security',
    ]);
    for (const group of groups) {
      expect(group.questions.length, group.category).toBeGreaterThanOrEqual(3);
      expect(group.questions.length, group.category).toBeLessThanOrEqual(5);
    }
    const ids = groups.flatMap((group) => group.questions.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states each business figure consistently', () => {
    const all = answers.join('\n');
    for (const figure of [
      'free on orders over $50',
      '5-7 business days',
      '$9.99',
      '2-3 business days',
      '$19.99',
      'before 2 PM',
      '1-2 business days',
      'within 2 hours',
      '7-14 business days',
      '30 days',
      'within 48 hours',
      'Mon-Fri 9AM-6PM EST',
      'Sat 10AM-4PM EST',
      'within 24 hours',
      'PayPal',
      'Apple Pay',
      shop.demoAccount.email,
    ]) {
      expect(all, figure).toContain(figure);
    }
    expect(answers.filter((answer) => answer.includes('3-5 business days'))).toHaveLength(1);
  });

  it('has a word found in exactly one answer and no question, for the search test', () => {
    const matches = (text: string) => text.toLowerCase().includes('biodegradable');
    expect(answers.filter(matches)).toHaveLength(1);
    expect(groups.flatMap((group) => group.questions).filter((item) => matches(item.question))).toHaveLength(
      0,
    );
  });
});

describe('legal pages', () => {
  const text = (name: 'privacy' | 'terms') => {
    const page = getContentPage(name);
    return [page.introHtml, ...page.sections.flatMap((s) => [s.title, s.html])]
      .join('\n')
      .replace(/&#39;/gu, "'");
  };

  it('are dated January 1, 2024, with unique section ids', () => {
    for (const name of ['privacy', 'terms'] as const) {
      const page = getContentPage(name);
      expect(page.lastUpdated).toBe('January 1, 2024');
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain('');
    }
    expect(getContentPage('terms').sections.map((s) => s.id)).toContain('disputes-and-arbitration');
  });

  it('state their figures, and never contradict the help pages', () => {
    expect(text('privacy')).toContain('about 3 years after closure');
    expect(text('privacy')).toContain('data protection officer replies within 30 days');
    expect(text('terms')).toContain('Orders may be cancelled within 2 hours of placement');
    expect(text('terms')).toContain(
      'Refunds are processed within 3-5 business days after we receive your return',
    );
    expect(text('terms')).toContain('major credit cards, PayPal and other approved payment methods');
    expect(`${text('privacy')}${text('terms')}`).not.toMatch(/8-10|5-10|lorem/iu);
  });
});
