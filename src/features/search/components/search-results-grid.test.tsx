import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { productSummary } from '@/domain/types';
import { buildCatalogue } from '@/testing/builders';
import { renderWithShop } from '@/testing/render';
import { firstFrameResultCount } from '../model/search-results';
import { SearchResultsGrid } from './search-results-grid';

const results = buildCatalogue(Array.from({ length: 10 }, () => ({}))).map(productSummary);

test('a search its page waited for shows its first cards in the first frame, then all of them', async () => {
  // The first location counts as a pop (as at hydration): late results are split all the same.
  renderWithShop(<SearchResultsGrid products={results} />, { path: '/search?q=a' });
  const list = screen.getByRole('list');
  expect(within(list).getAllByRole('listitem')).toHaveLength(firstFrameResultCount);
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(results.length));
});
