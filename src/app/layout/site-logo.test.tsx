import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { SiteLogo } from './site-logo';

// An image logo, as a shop's look may give (the default's is text).
vi.mock('virtual:lumina-look/logo', () => ({
  logo: { image: '/brand/logo.svg', alt: 'Lumina', width: 200, height: 32 },
}));

test('an image logo links home under the brand, at its own size so nothing moves as it loads', () => {
  const Stub = createRoutesStub([{ path: '*', Component: SiteLogo }]);
  render(<Stub />);
  const link = screen.getByRole('link', { name: 'Lumina home' });
  expect(link).toHaveAttribute('href', '/');
  const image = link.querySelector('img');
  expect(image).toHaveAttribute('src', '/brand/logo.svg');
  expect(image).toHaveAttribute('width', '200');
  expect(image).toHaveAttribute('height', '32');
});
