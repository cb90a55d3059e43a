import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { getContentPage } from '@/data/content-repository';
import { renderWithShop } from '@/testing/render';
import { AboutContent } from './about-content';
import { CareersContent } from './careers-content';
import { LegalPage } from './legal-page';
import { OurStoryContent } from './our-story-content';
import { ReturnsInfo } from './returns-info';
import { ShippingInfo } from './shipping-info';
import * as termsWords from 'virtual:lumina-messages/termsRoute';

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

test('returns: every section of content/returns.md under its h2, with the figures', () => {
  const page = getContentPage('returns');
  renderWithShop(<ReturnsInfo page={page} />);
  expect(h2s()).toEqual([
    'Returns at a glance',
    'Our return policy',
    'How returns work',
    'Exchanges',
    'Wrong or damaged items',
    'International returns',
    'Questions about a return?',
  ]);
  expect(document.body).toHaveTextContent('within 30 days of delivery');
  expect(document.body).toHaveTextContent('Step 3: We inspect it (1-2 business days)');
  expect(screen.getByRole('link', { name: 'Start a Return' })).toHaveAttribute(
    'href',
    '/contact?subject=Return+request',
  );
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
});

test('shipping: the options from the store configuration, the blocks and their links', () => {
  renderWithShop(<ShippingInfo page={getContentPage('shipping')} />);
  const standard = screen.getByRole('heading', { name: 'Standard Shipping' }).closest('li')!;
  expect(standard).toHaveTextContent('Free on orders over $50');
  expect(standard).toHaveTextContent('$9.99 on smaller orders');
  expect(standard).toHaveTextContent('5-7 business days');
  expect(document.body).toHaveTextContent('Next-Day orders placed before 2 PM');
  expect(screen.getByRole('link', { name: 'order history' })).toHaveAttribute('href', '/orders');
});

test('about, our story and careers: grids, figures, timeline, positions and their buttons', () => {
  const { unmount } = renderWithShop(<AboutContent page={getContentPage('about')} />);
  expect(h2s()).toContain('Lumina in numbers');
  expect(screen.getByRole('link', { name: 'View Careers' })).toHaveAttribute('href', '/careers');
  expect(screen.getByRole('img', { name: 'Illustrated portrait of Maya Chen' })).toBeInTheDocument();
  unmount();

  const story = renderWithShop(<OurStoryContent page={getContentPage('our-story')} />);
  expect(screen.getAllByRole('heading', { level: 3 })[1]).toHaveTextContent(
    '2017Our first million customers',
  );
  expect(document.body).toHaveTextContent(
    'free standard shipping on orders over $50 and returns within 30 days',
  );
  story.unmount();

  renderWithShop(<CareersContent page={getContentPage('careers')} />);
  const positions = document.getElementById('open-positions')!;
  expect(positions).toHaveAttribute('tabindex', '-1');
  expect(within(positions).getAllByRole('listitem')).toHaveLength(6);
  expect(positions).toHaveTextContent('6 full-time roles, 5 of them open to remote work.');
  expect(screen.getByRole('link', { name: 'Submit General Application' })).toHaveAttribute(
    'href',
    '/contact?subject=General+Application',
  );
});

test('legal pages: the contents link to every section, each focusable at its id', () => {
  const page = getContentPage('terms');
  renderWithShop(
    <LegalPage
      page={page}
      lastUpdated={termsWords.lastUpdated({ date: page.lastUpdated })}
      contentsTitle={termsWords.contents}
    />,
  );
  const toc = screen.getByRole('navigation', { name: 'Contents' });
  const link = within(toc).getByRole('link', { name: 'Disputes and arbitration' });
  expect(link).toHaveAttribute('href', '#disputes-and-arbitration');
  expect(document.getElementById('disputes-and-arbitration')).toHaveAttribute('tabindex', '-1');
  expect(within(toc).getAllByRole('link')).toHaveLength(page.sections.length);
  expect(screen.getByText('Last updated: January 1, 2024')).toBeInTheDocument();
});
