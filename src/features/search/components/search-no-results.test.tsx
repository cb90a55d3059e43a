import type * as React from 'react';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { facetsHideAllText, outsideRangeText, spellingHint } from '../model/search-text';
import { SearchNoResults } from './search-no-results';

function renderHint(props: React.ComponentProps<typeof SearchNoResults>) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <SearchNoResults {...props} /> }]);
  render(<Stub />);
}

test('says what hides the matches: the price range, the facets, or nothing matches the term', async () => {
  renderHint({ filtered: true, matchCount: 3, facetsChosen: true });
  expect(await screen.findByText(outsideRangeText(3))).toBeVisible();
});

test('facets that leave no match say so', async () => {
  renderHint({ filtered: true, matchCount: 0, facetsChosen: true });
  expect(await screen.findByText(facetsHideAllText)).toBeVisible();
});

test('a term nothing matches hints at the spelling', async () => {
  renderHint({ filtered: false, matchCount: 0, facetsChosen: false });
  expect(await screen.findByText(spellingHint)).toBeVisible();
});
