import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { activeFiltersText, FiltersToggle } from './filters-toggle';

test('the Filters button keeps its name and shows the count of active filters as its description', () => {
  const { rerender } = render(<FiltersToggle count={0} aria-expanded={false} />);
  const button = screen.getByRole('button', { name: 'Filters' });
  expect(button).not.toHaveAccessibleDescription();
  rerender(<FiltersToggle count={2} aria-expanded={false} />);
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAccessibleDescription('2 active filters');
  expect(screen.getByText('2')).toBeVisible();
});

test('one active filter is singular', () => {
  expect(activeFiltersText(1)).toBe('1 active filter');
  expect(activeFiltersText(3)).toBe('3 active filters');
});
