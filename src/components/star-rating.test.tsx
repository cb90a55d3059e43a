import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StarRating } from './star-rating';

test.each([
  [4.6, 'Rated 4.6 out of 5', '4'],
  [5, 'Rated 5 out of 5', '5'],
  [0, 'Rated 0 out of 5', '0'],
  [3.04, 'Rated 3.0 out of 5', '3'],
])('rating %s reads "%s" and fills %s stars, as one element', (rating, name, filled) => {
  const { container } = render(<StarRating rating={rating} />);
  const stars = screen.getByRole('img', { name });
  expect(stars.style.getPropertyValue('--filled')).toBe(filled);
  expect(stars).toHaveClass('stars');
  expect(container.querySelectorAll('*')).toHaveLength(1);
});

test('a given label replaces the default; md stars are larger', () => {
  render(<StarRating rating={4.2} size="md" label="Average rating 4.2 out of 5" />);
  const stars = screen.getByRole('img', { name: 'Average rating 4.2 out of 5' });
  expect(stars).toHaveClass('[--star:1.25rem]');
});
