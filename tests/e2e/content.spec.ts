import type { Page } from '@playwright/test';
import {
  collectCspViolations,
  cspViolations,
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
} from './fixtures';
import { delays, runTimersFor } from './waits';

const FAQ_TOTAL = 28;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Every text must appear inside the page's main content. */
async function expectTexts(page: Page, texts: readonly string[]) {
  const main = page.getByRole('main');
  for (const text of texts) await expect(main, `"${text}" on ${page.url()}`).toContainText(text);
}

function faqQuestions(page: Page) {
  return page.getByRole('main').locator('button[aria-expanded]');
}

test.describe('FAQ', () => {
  test('search filters questions and answers as you type; no match offers Clear Search', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/faq');
    await expect(faqQuestions(page)).toHaveCount(FAQ_TOTAL);
    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });

    // A word found in one answer only (not in any question).
    await search.pressSequentially('Biodegradable');
    await expect(faqQuestions(page)).toHaveCount(1);
    await expect(faqQuestions(page)).toHaveText('How are orders packed?');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Showing 1 of ${FAQ_TOTAL} questions`,
    );

    // A word in questions and answers alike.
    await search.fill('refund');
    await expect(page.getByRole('button', { name: 'How long does a refund take?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'What is your return policy?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I reset my password?' })).toHaveCount(0);

    await search.fill('xyzzyplugh');
    await expect(faqQuestions(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText("We couldn't find any FAQ items matching your search.")).toBeVisible();
    await expectNoAxeViolations(page, '/faq with no results');

    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(faqQuestions(page)).toHaveCount(FAQ_TOTAL);
    await expect(page.getByRole('heading', { name: 'No results found' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('an item expands and collapses by click and by keyboard', async ({ page, consoleErrors }) => {
    await open(page, '/faq');
    const question = page.getByRole('button', { name: 'How long does a refund take?' });
    const panelId = await question.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How long does a refund take?' })).toContainText(
      'within 3-5 business days after we receive your return',
    );
    await expectNoAxeViolations(page, '/faq with an item expanded');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    // Tab reaches the next question.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'How do I start a return?' })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('"Still have questions?" leads to contact and live chat', async ({ page }) => {
    await open(page, '/faq');
    await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Live Chat' }).click();
    await expect(page).toHaveURL(/\/customer-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Service' })).toBeVisible();
  });
});

test.describe('message forms', () => {
  test('contact: empty fields show inline messages and send nothing; filled in, it sends and resets', async ({
    page,
    consoleErrors,
  }) => {
    await collectCspViolations(page);
    await page.clock.install();
    await open(page, '/contact');
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name is required',
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Subject is required',
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Message is required',
    );
    await expect(page.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(page, '/contact with errors shown');
    // A send started by that submit would have ended within one simulated send, and its toast shown.
    await runTimersFor(page, delays.messageMs);
    // Counted once: a retrying toHaveCount(0) would pass when the toast leaves (5 s later).
    expect(await page.getByText('Message sent').count()).toBe(0);

    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is invalid',
    );

    await firstName.fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('555 0100');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Order question');
    await page.getByRole('textbox', { name: 'Message' }).fill('Where is my parcel?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    for (const name of ['First name', 'Last name', 'Email', 'Phone (optional)', 'Subject', 'Message']) {
      await expect(page.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(consoleErrors).toEqual([]);
    // Validation runs without eval under the shop's Content-Security-Policy.
    expect(await cspViolations(page)).toEqual([]);
  });

  test('customer service: the message form validates, sends and resets', async ({ page, consoleErrors }) => {
    await open(page, '/customer-service');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await expect(page.getByRole('alert')).toHaveCount(4);
    await expectNoAxeViolations(page, '/customer-service with errors shown');

    await page.getByRole('textbox', { name: 'Name' }).fill('Sam Shopper');
    await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Late parcel');
    await page.getByRole('textbox', { name: 'Message' }).fill('My parcel has not arrived.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('live chat moves focus to the message form', async ({ page }) => {
    await open(page, '/customer-service');
    await page.getByRole('link', { name: 'Start a Conversation' }).click();
    await expect(page.locator('#send-message')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeInViewport();
  });

  test('/contact?subject= pre-fills the subject as plain, trimmed text', async ({ page, consoleErrors }) => {
    await open(page, `/contact?subject=${encodeURIComponent('  <b>Wholesale</b>   enquiry ')}`);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('<b>Wholesale</b> enquiry');
    await open(page, `/contact?subject=${'x'.repeat(500)}`);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('x'.repeat(120));
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('careers and about', () => {
  test('Apply Now lands on /contact with the subject filled in', async ({ page, consoleErrors }) => {
    await open(page, '/careers');
    await page.getByRole('link', { name: 'Apply Now for Senior Frontend Engineer' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Application: Senior Frontend Engineer',
    );

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers at Lumina' })).toBeVisible();
    await page.getByRole('link', { name: 'Submit General Application' }).click();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('General Application');
    expect(consoleErrors).toEqual([]);
  });

  test('View All Positions scrolls to the positions and moves focus there', async ({ page }) => {
    await open(page, '/careers');
    await page.getByRole('link', { name: 'View All Positions' }).click();
    const positions = page.locator('#open-positions');
    await expect(positions).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Apply Now for Senior Frontend Engineer' })).toBeFocused();
  });

  test('About: Start Shopping and View Careers go where they say', async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('link', { name: 'View Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('legal pages: the table of contents moves to its section', async ({ page }) => {
    await open(page, '/terms');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await toc.getByRole('link', { name: 'Disputes and arbitration' }).click();
    await expect(page.locator('#disputes-and-arbitration')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Disputes and arbitration' })).toBeInViewport();
  });
});

const FIGURES: Record<string, readonly string[]> = {
  '/shipping': [
    'Standard Shipping',
    'Free on orders over $50',
    '5-7 business days',
    'Express Shipping',
    '$9.99',
    '2-3 business days',
    'Next-Day Shipping',
    '$19.99',
    'before 2 PM',
    'within 1-2 business days',
    'within 2 hours of ordering',
    '7-14 business days',
  ],
  '/returns': [
    'within 30 days of delivery',
    'Return shipping is free for domestic orders',
    'Start your return',
    'Ship it back free',
    'We inspect it (1-2 business days)',
    'Refund in 3-5 business days',
    'processed within 3-5 business days after we receive your return',
    'Your bank may take a few more days to show it.',
    'within 48 hours of delivery',
  ],
  '/customer-service': [
    'Phone',
    '1-800-555-0199',
    'Email',
    'support@lumina.example',
    'Live Chat',
    'Quick Help',
    'Average response time: 2-4 hours',
    'within 24 hours',
  ],
  '/contact': [
    '123 Commerce Street, Suite 400',
    '1-800-555-0199',
    '1-800-555-0142',
    'support@lumina.example',
    'hello@lumina.example',
    'Mon-Fri',
    '9AM-6PM EST',
    'Sat',
    '10AM-4PM EST',
    'Sun',
    'Closed',
  ],
  '/about': [
    'Our Mission',
    'Our Vision',
    '10M+',
    'Happy Customers',
    '50K+',
    'Products',
    '100+',
    'Countries',
    '24/7',
    'Support',
    'Our Values',
    'Our Story',
    'Leadership Team',
    'Awards & Recognition',
  ],
  '/our-story': ['2015', '2017', '2019', '2021', '2023', 'Now', 'What guided us', 'Looking Forward'],
  '/careers': [
    '500+',
    'Employees',
    '25+',
    'Countries',
    '50%',
    'Remote',
    '4.8/5',
    'Employee Satisfaction',
    'Our culture',
    'Initial review',
    'replies within 1 week',
    'Decision and offer',
    'within 2 weeks',
  ],
  '/privacy': [
    'Last updated: January 1, 2024',
    'at least 18 years old',
    'about 3 years after closure',
    "30 days' notice of any significant change",
    'data protection officer replies within 30 days',
  ],
  '/terms': [
    'Last updated: January 1, 2024',
    'at least 18 years old',
    'Orders may be cancelled within 2 hours of placement',
    'Refunds are processed within 3-5 business days after we receive your return',
    'within 30 days of account creation',
    "30 days' notice of any significant change",
    'major credit cards, PayPal and other approved payment methods',
  ],
};

test('every figure appears on its page, with a unique title and description', async ({
  page,
  consoleErrors,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const [path, texts] of Object.entries(FIGURES)) {
    await open(page, path);
    await expectTexts(page, texts);
    await expect(page.locator('h1')).toHaveCount(1);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
  }
  await open(page, '/faq');
  titles.add(await page.title());
  descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
  expect(titles.size).toBe(10);
  expect(descriptions.size).toBe(10);
  expect([...descriptions].every((d) => d.length > 50)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('careers lists the six positions, each Full-time, remote except Marketing Specialist', async ({
  page,
}) => {
  await open(page, '/careers');
  const positions = page.locator('#open-positions').getByRole('listitem');
  await expect(positions).toHaveCount(6);
  for (const item of await positions.all()) {
    await expect(item).toContainText('Full-time');
    await expect(item.getByRole('link', { name: /^Apply Now/ })).toBeVisible();
  }
  const marketing = positions.filter({ hasText: 'Marketing Specialist' });
  await expect(marketing.getByText('On-site', { exact: true })).toBeVisible();
  await expect(marketing.getByText('Remote', { exact: true })).toHaveCount(0);
  await expect(positions.getByText('Remote', { exact: true })).toHaveCount(5);
});
