import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { ShopProviders } from '@/testing/render';
import { ErrorBoundary as RootErrorBoundary } from '../root';
import ShopLayout from '../routes/shop-layout';

function Broken(): never {
  throw new Error('boom');
}

test('a route that throws shows the root error page with Try again and a home link', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Stub = createRoutesStub([
    // The root boundary is what React Router renders when nothing below it catches the error.
    { path: '/', Component: Broken, ErrorBoundary: RootErrorBoundary as never },
  ]);
  render(<Stub initialEntries={['/']} />);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('a failing page keeps the header and footer, and Try again renders it again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  function Flaky() {
    if (fail) throw new Error('section failed');
    return <h1>Recovered page</h1>;
  }
  const Stub = createRoutesStub([
    {
      Component: () => (
        <ShopProviders>
          <ShopLayout />
        </ShopProviders>
      ),
      children: [{ path: '/flaky', Component: Flaky }],
    },
  ]);
  render(<Stub initialEntries={['/flaky']} />);
  expect(await screen.findByRole('heading', { name: 'This section could not be shown' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lumina home' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Cart, 0 items$/ })).toBeInTheDocument();
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeInTheDocument();
});
