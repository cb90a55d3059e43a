import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { getContentPage } from '@/data/content-repository';
import { renderWithShop } from '@/testing/render';
import { FaqBrowser } from './faq-browser';

const groups = getContentPage('faq').categories;
const total = groups.reduce((n, g) => n + g.questions.length, 0);

function questions() {
  return screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));
}

test('shows every group as an h2 and every question as a collapsed button', () => {
  renderWithShop(<FaqBrowser groups={groups} />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
    groups.map((g) => g.category),
  );
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(total);
});

test('a question expands and collapses its linked answer panel', async () => {
  const { user } = renderWithShop(<FaqBrowser groups={groups} />);
  const question = screen.getByRole('button', { name: 'How long does a refund take?' });
  const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
  expect(panel).not.toBeNull();
  expect(panel).not.toBeVisible();

  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  const region = screen.getByRole('region', { name: 'How long does a refund take?' });
  expect(region).toBe(panel);
  expect(region).toHaveTextContent('within 3-5 business days after we receive your return');

  question.focus();
  await user.keyboard('{Enter}');
  expect(question).toHaveAttribute('aria-expanded', 'false');
  expect(panel).not.toBeVisible();
  await user.keyboard(' ');
  expect(question).toHaveAttribute('aria-expanded', 'true');
});

test('searching filters by answer text as you type, case-insensitively', async () => {
  const { user } = renderWithShop(<FaqBrowser groups={groups} />);
  await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'BIODEGRADABLE');
  expect(questions().map((b) => b.textContent)).toEqual(['How are orders packed?']);
  expect(screen.getByRole('status')).toHaveTextContent(`Showing 1 of ${total} questions`);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Shipping']);
});

test('no match shows the empty state; Clear Search restores everything and returns focus', async () => {
  const { user } = renderWithShop(<FaqBrowser groups={groups} />);
  const search = screen.getByRole('searchbox', { name: 'Search the FAQ' });
  await user.type(search, 'qwxzzy');
  expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  expect(screen.getByText("We couldn't find any FAQ items matching your search.")).toBeInTheDocument();
  expect(questions()).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Clear Search' }));
  expect(search).toHaveValue('');
  expect(search).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'No results found' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(total);
});

test('each panel is labelled by its own question', async () => {
  const { user } = renderWithShop(<FaqBrowser groups={groups} />);
  const shipping = screen.getByRole('heading', { name: 'Shipping', level: 2 }).closest('section')!;
  const first = within(shipping).getAllByRole('button')[0]!;
  await user.click(first);
  expect(screen.getByRole('region', { name: first.textContent ?? '' })).toBeVisible();
});
