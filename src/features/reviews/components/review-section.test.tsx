import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { formatReviewDate } from '@/data/calendar-date-text';
import { localIsoDate } from '@/domain/calendar-date';
import { buildReview } from '@/testing/builders';
import { renderWithShop } from '@/testing/render';
import { addSessionReview } from '../review-store';
import { getReviewsForProduct } from '@/data/review-repository';
import { ReviewSection } from './review-section';

const demo = { id: '1', name: 'Demo User', avatar: '/images/avatars/demo-user.svg' };

function cards() {
  return within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article');
}
const ratingOf = (card: HTMLElement) =>
  within(card)
    .getByRole('img', { name: /^Rated \d out of 5$/ })
    .getAttribute('aria-label');

test('product 1: the average and the distribution agree with the cards', () => {
  renderWithShop(<ReviewSection productId="1" reviews={getReviewsForProduct('1')} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Customer Reviews' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Average rating 3.8 out of 5' })).toBeInTheDocument();
  expect(screen.getByText('Based on 5 reviews')).toBeInTheDocument();
  const rows = within(screen.getByRole('list', { name: 'Rating distribution' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('5 stars: 2 reviews (40%)'),
    expect.stringContaining('4 stars: 1 review (20%)'),
    expect.stringContaining('3 stars: 1 review (20%)'),
    expect.stringContaining('2 stars: 1 review (20%)'),
    expect.stringContaining('1 star: 0 reviews (0%)'),
  ]);
  expect(cards()).toHaveLength(5);
  expect(cards().map(ratingOf).sort()).toEqual([
    'Rated 2 out of 5',
    'Rated 3 out of 5',
    'Rated 4 out of 5',
    'Rated 5 out of 5',
    'Rated 5 out of 5',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 5 reviews');
});

test('a card shows who, when, stars, title, comment and the verified badge', () => {
  renderWithShop(<ReviewSection productId="1" reviews={getReviewsForProduct('1')} />);
  const card = screen.getByRole('article', { name: 'Silence on my commute' });
  expect(within(card).getByText('Emma Lawson')).toBeInTheDocument();
  expect(within(card).getByText('Verified Purchase')).toBeInTheDocument();
  expect(within(card).getByText('March 14, 2025')).toHaveAttribute('datetime', '2025-03-14');
  expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  expect(within(card).getByText(/block out the train/)).toBeInTheDocument();
  const unverified = screen.getByRole('article', { name: 'Battery lasts forever' });
  expect(within(unverified).queryByText('Verified Purchase')).not.toBeInTheDocument();
});

test('newest first by default; filter by star; sort lowest; clear filters', async () => {
  const { user } = renderWithShop(<ReviewSection productId="1" reviews={getReviewsForProduct('1')} />);
  const dates = () => cards().map((card) => card.querySelector('time')?.getAttribute('datetime'));
  expect(dates()).toEqual(['2025-06-02', '2025-03-14', '2025-01-22', '2024-11-05', '2024-08-19']);

  await user.selectOptions(screen.getByLabelText('Filter by rating'), '5 stars');
  expect(cards()).toHaveLength(2);
  expect(cards().map(ratingOf)).toEqual(['Rated 5 out of 5', 'Rated 5 out of 5']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 5 reviews');

  await user.selectOptions(screen.getByLabelText('Filter by rating'), 'All ratings');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Lowest rated');
  expect(cards().map(ratingOf)).toEqual([
    'Rated 2 out of 5',
    'Rated 3 out of 5',
    'Rated 4 out of 5',
    'Rated 5 out of 5',
    'Rated 5 out of 5',
  ]);
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Most helpful');
  expect(within(cards()[0]!).getByRole('button', { name: /Helpful \(34\)/ })).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Filter by rating'), '1 star');
  expect(screen.queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
  expect(screen.getByText('No reviews match your current filters.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(cards()).toHaveLength(5);
  expect(screen.getByLabelText('Filter by rating')).toHaveFocus();
  expect(screen.getByLabelText('Filter by rating')).toHaveValue('all');
  expect(screen.getByLabelText('Sort by')).toHaveValue('helpful');
}, 20_000);

test('a product without reviews says so and offers no filters', () => {
  renderWithShop(<ReviewSection productId="15" reviews={getReviewsForProduct('15')} />);
  expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  expect(screen.queryByLabelText('Filter by rating')).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Rating distribution' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
});

test('Helpful adds one, shows it was pressed, and pressing again takes it back', async () => {
  const { user } = renderWithShop(<ReviewSection productId="4" reviews={getReviewsForProduct('4')} />);
  const button = screen.getByRole('button', { name: /^Helpful \(40\)/ });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  expect(button).toHaveAccessibleName('Helpful (41)');
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await user.click(button);
  expect(button).toHaveAccessibleName('Helpful (40)');
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('Helpful marks last for the session (a remount keeps them)', async () => {
  const first = renderWithShop(<ReviewSection productId="5" reviews={getReviewsForProduct('5')} />);
  await first.user.click(screen.getByRole('button', { name: /^Helpful \(16\)/ }));
  first.unmount();
  renderWithShop(<ReviewSection productId="5" reviews={getReviewsForProduct('5')} />);
  expect(screen.getByRole('button', { name: /^Helpful \(17\)/ })).toHaveAttribute('aria-pressed', 'true');
});

test('signed out: Write a Review shows the login prompt that returns to the product', async () => {
  const { user } = renderWithShop(<ReviewSection productId="3" reviews={getReviewsForProduct('3')} />);
  const toggle = screen.getByRole('button', { name: 'Write a Review' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Please log in to write a review')).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Please log in to write a review')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/product/3');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  await user.click(toggle);
  expect(screen.queryByText('Please log in to write a review')).not.toBeInTheDocument();
});

function SignsInLate() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSignedIn(true)}>
        Stored sign-in read
      </button>
      <ReviewSection productId="4" reviews={getReviewsForProduct('4')} user={signedIn ? demo : null} />
    </>
  );
}

test('opened before the stored sign-in is read, the form loads once the shopper is known', async () => {
  const { user } = renderWithShop(<SignsInLate />);
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  expect(screen.getByText('Please log in to write a review')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stored sign-in read' }));
  expect(await screen.findByRole('form', { name: 'Write a review' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByText('Loading the review form...')).not.toBeInTheDocument();
}, 10_000);

test("signed in: a submitted review is listed first with today's date and the stats update", async () => {
  const { user } = renderWithShop(
    <ReviewSection productId="6" reviews={getReviewsForProduct('6')} user={demo} />,
  );
  expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest rated');
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  const form = await screen.findByRole('form', { name: 'Write a review' }, { timeout: 5000 });
  await user.click(within(form).getByRole('radio', { name: '1 star, Poor' }));
  await user.type(within(form).getByLabelText(/Review title/), 'Not for me');
  await user.type(within(form).getByLabelText(/Your review/), 'It broke after a week.');
  await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
  expect(within(form).getByRole('button', { name: 'Submitting...' })).toBeDisabled();

  const done = await screen.findByText('Review submitted successfully!', {}, { timeout: 3000 });
  await waitFor(() => expect(done).toHaveFocus());
  const first = cards()[0]!;
  expect(first).toHaveAccessibleName('Not for me');
  expect(within(first).getByText('Demo User')).toBeInTheDocument();
  expect(within(first).getByText(formatReviewDate(localIsoDate(Date.now())))).toBeInTheDocument();
  expect(within(first).queryByText('Verified Purchase')).not.toBeInTheDocument();
  expect(within(first).getByRole('button', { name: /^Helpful \(0\)/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
  expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Average rating 2.3 out of 5' })).toBeInTheDocument();
  expect(within(form).getByLabelText(/Review title/)).toHaveValue('');
}, 20_000);

function ProductSwitcher() {
  const [productId, setProductId] = useState('7');
  return (
    <>
      <button type="button" onClick={() => setProductId('2')}>
        Next product
      </button>
      <ReviewSection productId={productId} reviews={getReviewsForProduct(productId)} />
    </>
  );
}

test('another product starts with fresh filters and a closed form', async () => {
  const { user } = renderWithShop(<ProductSwitcher />);
  await user.selectOptions(screen.getByLabelText('Filter by rating'), '4 stars');
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  expect(cards()).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Next product' }));
  expect(screen.getByLabelText('Filter by rating')).toHaveValue('all');
  expect(screen.getByRole('button', { name: 'Write a Review' })).toHaveAttribute('aria-expanded', 'false');
  expect(cards()).toHaveLength(2);
  expect(screen.getByRole('article', { name: 'My new favourite tee' })).toBeInTheDocument();
});

test('with the catalogue ratings, the summary describes all of them and the list says how many are written', () => {
  // Product 1's 128 ratings (4.6), its 5 written reviews among them.
  renderWithShop(
    <ReviewSection productId="1" reviews={getReviewsForProduct('1')} ratingCounts={[0, 1, 1, 49, 77]} />,
  );
  expect(screen.getByRole('img', { name: 'Average rating 4.6 out of 5' })).toBeInTheDocument();
  expect(screen.getByText('Based on 128 reviews')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 128 reviews');
  expect(cards()).toHaveLength(5);
  expect(screen.getByText('The other 123 ratings have no written review.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
});

test('ratings without any written review: the summary, and no filters over an empty list', () => {
  renderWithShop(
    <ReviewSection productId="11" reviews={getReviewsForProduct('11')} ratingCounts={[1, 1, 3, 20, 8]} />,
  );
  expect(screen.getByText('Based on 33 reviews')).toBeInTheDocument();
  expect(screen.getByText('All 33 ratings came without a written review.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Filter by rating')).not.toBeInTheDocument();
  expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
});

test('written reviews are listed ten at a time; Show more reviews lists ten more and focuses the first new one', async () => {
  for (let n = 1; n <= 12; n += 1) {
    addSessionReview(
      buildReview({
        id: `more-${n}`,
        productId: '12',
        title: `Review number ${n}`,
        date: `2025-01-${String(n).padStart(2, '0')}`,
      }),
    );
  }
  const { user } = renderWithShop(<ReviewSection productId="12" reviews={getReviewsForProduct('12')} />);
  expect(cards()).toHaveLength(10);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 12 reviews');
  await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
  expect(cards()).toHaveLength(12);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 12 reviews');
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  await waitFor(() => expect(cards()[10]).toHaveFocus());
});
