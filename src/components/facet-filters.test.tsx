import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { defaultFacetChoice, type FacetChoice } from '@/domain/facet-params';
import type { FacetCounts } from '@/domain/facet-types';
import FacetFilters, { facetValuesShown, foldedValues } from './facet-filters';
import { FacetSection } from './facet-section';

const counts: FacetCounts = {
  brands: [
    { value: 'Aurora', count: 3 },
    { value: 'Fieldloom', count: 0 },
    { value: 'Vantor', count: 2 },
  ],
  ratings: [
    { value: 4, count: 4 },
    { value: 3, count: 0 },
  ],
  inStock: 5,
  options: [{ name: 'Size', values: ['S', 'M', 'L'].map((value, i) => ({ value, count: i })) }],
};

function renderFacets(choice: FacetChoice = defaultFacetChoice, shown = counts) {
  const onChange = vi.fn<(choice: FacetChoice) => void>();
  return {
    user: userEvent.setup(),
    onChange,
    ...render(<FacetFilters counts={shown} choice={choice} onChange={onChange} />),
  };
}

test('each facet is a labelled group whose values show their counts; a value with none cannot be chosen', () => {
  renderFacets();
  const brand = screen.getByRole('group', { name: 'Brand' });
  expect(within(brand).getByRole('checkbox', { name: 'Aurora (3)' })).toBeEnabled();
  expect(within(brand).getByRole('checkbox', { name: 'Fieldloom (0)' })).toBeDisabled();
  const rating = screen.getByRole('group', { name: 'Rating' });
  expect(within(rating).getByRole('radio', { name: 'Any rating' })).toBeChecked();
  expect(within(rating).getByRole('radio', { name: '4 stars & up (4)' })).toBeEnabled();
  expect(within(rating).getByRole('radio', { name: '3 stars & up (0)' })).toBeDisabled();
  const availability = screen.getByRole('group', { name: 'Availability' });
  expect(within(availability).getByRole('checkbox', { name: 'In stock only (5)' })).not.toBeChecked();
  const size = screen.getByRole('group', { name: 'Size' });
  const sizes = within(size).getAllByRole('checkbox');
  expect(sizes.map((box) => box.closest('label')?.textContent)).toEqual(['S (0)', 'M (1)', 'L (2)']);
});

test('choosing and unchoosing values reports the new choice', async () => {
  const { user, onChange } = renderFacets();
  await user.click(screen.getByRole('checkbox', { name: 'Aurora (3)' }));
  expect(onChange).toHaveBeenLastCalledWith({ ...defaultFacetChoice, brands: ['Aurora'] });
  await user.click(screen.getByRole('radio', { name: '4 stars & up (4)' }));
  expect(onChange).toHaveBeenLastCalledWith({ ...defaultFacetChoice, minRating: 4 });
  await user.click(screen.getByRole('checkbox', { name: 'In stock only (5)' }));
  expect(onChange).toHaveBeenLastCalledWith({ ...defaultFacetChoice, inStockOnly: true });
  await user.click(screen.getByRole('checkbox', { name: 'L (2)' }));
  expect(onChange).toHaveBeenLastCalledWith({
    ...defaultFacetChoice,
    options: [{ name: 'Size', values: ['L'] }],
  });
});

test('a chosen value with the count 0 stays checked and can be unchosen', async () => {
  const { user, onChange } = renderFacets({ ...defaultFacetChoice, brands: ['Fieldloom'], minRating: 3 });
  const chosen = screen.getByRole('checkbox', { name: 'Fieldloom (0)' });
  expect(chosen).toBeChecked();
  expect(chosen).toBeEnabled();
  expect(screen.getByRole('radio', { name: '3 stars & up (0)' })).toBeChecked();
  await user.click(chosen);
  expect(onChange).toHaveBeenLastCalledWith({ ...defaultFacetChoice, minRating: 3 });
  await user.click(screen.getByRole('radio', { name: 'Any rating' }));
  expect(onChange).toHaveBeenLastCalledWith({ ...defaultFacetChoice, brands: ['Fieldloom'] });
});

test('a long facet shows its busiest values and the chosen ones until Show all', async () => {
  const brands = Array.from({ length: 20 }, (_, i) => ({
    value: `Brand ${String(i).padStart(2, '0')}`,
    count: i,
  }));
  const { user } = renderFacets({ ...defaultFacetChoice, brands: ['Brand 00'] }, { ...counts, brands });
  const group = screen.getByRole('group', { name: 'Brand' });
  const names = () =>
    within(group)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
  expect(names()).toEqual(['Brand 00 (0)', ...[13, 14, 15, 16, 17, 18, 19].map((i) => `Brand ${i} (${i})`)]);
  const more = within(group).getByRole('button', { name: 'Show all 20' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await user.click(more);
  expect(names()).toHaveLength(20);
  await user.click(within(group).getByRole('button', { name: 'Show fewer' }));
  expect(names()).toHaveLength(facetValuesShown);
});

test('folding keeps the facet order and never drops a chosen value', () => {
  const values = Array.from({ length: 12 }, (_, i) => ({ value: String(i), count: 12 - i }));
  expect(foldedValues(values, ['11']).map((v) => v.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '11']);
  expect(foldedValues(values.slice(0, 3), [])).toEqual(values.slice(0, 3));
});

test('the section loads the controls on demand and shows nothing before there are counts', async () => {
  const { rerender } = render(
    <FacetSection counts={undefined} choice={defaultFacetChoice} onChange={() => {}} />,
    { wrapper: MemoryRouter },
  );
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  rerender(<FacetSection counts={counts} choice={defaultFacetChoice} onChange={() => {}} />);
  expect(await screen.findByRole('group', { name: 'Brand' })).toBeInTheDocument();
});
