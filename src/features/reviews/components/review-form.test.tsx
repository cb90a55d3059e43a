import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { submitReview } from '@/data/services/review-service';
import { localIsoDate } from '@/domain/calendar-date';
import type { Review } from '@/domain/types';
import { buildReview } from '@/testing/builders';
import { renderWithShop } from '@/testing/render';
import { ReviewForm } from './review-form';

vi.mock('@/data/services/review-service', () => ({ submitReview: vi.fn() }));
const submit = vi.mocked(submitReview);

const demo = { id: '1', name: 'Demo User', avatar: '/images/avatars/demo-user.svg' };

beforeEach(() => {
  submit.mockReset();
});

function setup(onSubmitted: (review: Review) => void = () => {}) {
  return renderWithShop(<ReviewForm productId="9" user={demo} onSubmitted={onSubmitted} />);
}

const title = () => screen.getByLabelText(/Review title/);
const comment = () => screen.getByLabelText(/Your review/);
const submitButton = () => screen.getByRole('button', { name: /Submit Review|Submitting/ });

async function fillIn(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('radio', { name: '4 stars, Very Good' }));
  await user.type(title(), 'Solid');
  await user.type(comment(), 'Does the job.');
}

test('the rating is a keyboard operable radio group with the labels of the shop rules', async () => {
  const { user } = setup();
  const group = screen.getByRole('group', { name: /Rating/ });
  expect(group).toBeInTheDocument();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
  for (const name of [
    '1 star, Poor',
    '2 stars, Fair',
    '3 stars, Good',
    '4 stars, Very Good',
    '5 stars, Excellent',
  ]) {
    expect(screen.getByRole('radio', { name })).not.toBeChecked();
  }
  await user.click(screen.getByRole('radio', { name: '3 stars, Good' }));
  expect(screen.getByRole('radio', { name: '3 stars, Good' })).toBeChecked();
  expect(screen.getByText('Good')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '4 stars, Very Good' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '4 stars, Very Good' })).toHaveFocus();
  expect(screen.getByText('Very Good')).toBeInTheDocument();
  await user.hover(screen.getByRole('radio', { name: '1 star, Poor' }));
  expect(screen.getByText('Poor')).toBeInTheDocument();
  await user.unhover(screen.getByRole('radio', { name: '1 star, Poor' }));
  expect(screen.getByText('Very Good')).toBeInTheDocument();
});

test('the messages of the shop rules show when a field is left incomplete', async () => {
  const { user } = setup();
  await user.click(title());
  await user.type(title(), '   ');
  await user.click(comment());
  expect(await screen.findByText('Please enter a review title')).toHaveAttribute('role', 'alert');
  expect(title()).toHaveAttribute('aria-invalid', 'true');
  expect(title()).toHaveAccessibleDescription('Please enter a review title');
  await user.click(title());
  expect(await screen.findByText('Please write a review comment')).toHaveAttribute('role', 'alert');
  expect(comment()).toHaveAttribute('aria-invalid', 'true');
  await user.type(title(), 'ok');
  await waitFor(() => expect(screen.queryByText('Please enter a review title')).not.toBeInTheDocument());
});

test('leaving the star group without choosing says Please select a rating', async () => {
  const { user } = setup();
  screen.getByRole('radio', { name: '1 star, Poor' }).focus();
  await user.click(title());
  const error = await screen.findByText('Please select a rating');
  expect(error).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('group', { name: /Rating/ })).toHaveAccessibleDescription('Please select a rating');
  await user.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
  await waitFor(() => expect(screen.queryByText('Please select a rating')).not.toBeInTheDocument());
});

test('the title refuses the 101st character; the comment counts up to 1000', async () => {
  const { user } = setup();
  await user.click(title());
  await user.paste('x'.repeat(101));
  expect(title()).toHaveValue('x'.repeat(100));
  expect(title()).toHaveAttribute('maxLength', '100');
  expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
  await user.type(comment(), 'Hello');
  expect(screen.getByText('5/1000 characters')).toBeInTheDocument();
  expect(comment()).toHaveAccessibleDescription('5/1000 characters');
  await user.clear(comment());
  await user.click(comment());
  await user.paste('y'.repeat(1001));
  expect(comment()).toHaveValue('y'.repeat(1000));
  expect(screen.getByText('1000/1000 characters')).toBeInTheDocument();
});

test('Submit is disabled until rating, title and comment are all given', async () => {
  const { user } = setup();
  expect(submitButton()).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: '4 stars, Very Good' }));
  expect(submitButton()).toBeDisabled();
  await user.type(title(), 'Solid');
  expect(submitButton()).toBeDisabled();
  await user.type(comment(), '  ');
  expect(submitButton()).toBeDisabled();
  await user.type(comment(), 'Fine.');
  expect(submitButton()).toBeEnabled();
});

test('success: idle -> submitting -> success, the form resets and the review is handed on', async () => {
  let resolve: (review: Review) => void = () => {};
  submit.mockImplementation(() => new Promise<Review>((r) => (resolve = r)));
  const onSubmitted = vi.fn();
  const { user } = setup(onSubmitted);
  await fillIn(user);
  await user.click(submitButton());
  expect(submitButton()).toBeDisabled();
  expect(submitButton()).toHaveAccessibleName('Submitting...');
  expect(submit).toHaveBeenCalledWith(
    '9',
    { rating: 4, title: 'Solid', comment: 'Does the job.' },
    demo,
    localIsoDate(Date.now()),
  );
  const saved = buildReview({ id: 'x', productId: '9', rating: 4 });
  resolve(saved);
  const done = await screen.findByText('Review submitted successfully!');
  await waitFor(() => expect(done).toHaveFocus());
  expect(onSubmitted).toHaveBeenCalledWith(saved);
  expect(title()).toHaveValue('');
  expect(comment()).toHaveValue('');
  expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
  expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
  expect(submitButton()).toHaveAccessibleName('Submit Review');
  expect(submitButton()).toBeDisabled();
});

test('failure: the service rejects -> the failure message, values kept, and a retry can succeed', async () => {
  submit.mockRejectedValueOnce(new Error('offline'));
  const onSubmitted = vi.fn();
  const { user } = setup(onSubmitted);
  await fillIn(user);
  await user.click(submitButton());
  const alert = await screen.findByText('Failed to submit review. Please try again.');
  expect(alert).toHaveAttribute('role', 'alert');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(onSubmitted).not.toHaveBeenCalled();
  expect(title()).toHaveValue('Solid');
  expect(screen.getByRole('radio', { name: '4 stars, Very Good' })).toBeChecked();
  expect(submitButton()).toBeEnabled();

  submit.mockResolvedValueOnce(buildReview({ productId: '9' }));
  await user.click(submitButton());
  expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
  expect(screen.queryByText('Failed to submit review. Please try again.')).not.toBeInTheDocument();
  expect(onSubmitted).toHaveBeenCalledTimes(1);
});
