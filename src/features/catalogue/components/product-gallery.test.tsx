import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { ImageAsset } from '@/domain/types';
import { ProductGallery } from './product-gallery';

const image = (n: number, alt: string): ImageAsset => ({
  src: `/images/products/9-${n}.svg`,
  alt,
  width: 800,
  height: 800,
});
const images = [image(1, 'Tee in oat'), image(2, 'Tee in sage'), image(3, 'Tee in navy')];

const mainImage = () => screen.getAllByRole('img')[0]!;
const thumbs = () => within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('button');

test('the first image is shown and its thumbnail is marked selected', () => {
  render(<ProductGallery images={images} />);
  expect(mainImage()).toHaveAttribute('src', '/images/products/9-1.svg');
  expect(mainImage()).toHaveAttribute('alt', 'Tee in oat');
  expect(thumbs().map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
});

test('clicking a thumbnail shows its image and moves the selection', async () => {
  const user = userEvent.setup();
  render(<ProductGallery images={images} />);
  await user.click(screen.getByRole('button', { name: 'Tee in navy' }));
  expect(mainImage()).toHaveAttribute('src', '/images/products/9-3.svg');
  expect(screen.getByRole('button', { name: 'Tee in navy' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Tee in oat' })).toHaveAttribute('aria-pressed', 'false');
});

test('the keyboard works too: Tab to a thumbnail, Enter or Space to show it', async () => {
  const user = userEvent.setup();
  render(<ProductGallery images={images} />);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Tee in sage' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(mainImage()).toHaveAttribute('src', '/images/products/9-2.svg');
  await user.tab();
  await user.keyboard(' ');
  expect(mainImage()).toHaveAttribute('src', '/images/products/9-3.svg');
});

test('a single image has no thumbnails', () => {
  render(<ProductGallery images={[image(1, 'Only one')]} />);
  expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(mainImage()).toHaveAttribute('width', '800');
});
