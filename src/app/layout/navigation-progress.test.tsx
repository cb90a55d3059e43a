import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { NavigationProgress } from './navigation-progress';

// Only the timers are fake (so Testing Library's find* and waitFor, which poll with them, are not
// used): React Router's loaders and React's scheduler run as they do.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** A shop with two links whose pages wait for `release()`: the layout renders the progress bar. */
function renderShop() {
  const waiting: Record<string, () => void> = {};
  const slowPage = (name: string) => ({
    path: `/${name}`,
    loader: () => new Promise<null>((resolve) => (waiting[name] = () => resolve(null))),
    Component: () => <h1>{name}</h1>,
  });
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <NavigationProgress />
          <Link to="/first">First</Link>
          <Link to="/second">Second</Link>
          <Outlet />
        </>
      ),
      children: [{ path: '/', Component: () => <h1>home</h1> }, slowPage('first'), slowPage('second')],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
  const release = async (name: string) => {
    await act(async () => waiting[name]?.());
    expect(screen.getByRole('heading', { name })).toBeInTheDocument();
  };
  const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
  return { release, wait };
}

const bar = () => screen.queryByTestId('navigation-progress');
const status = () => screen.getByRole('status');

test('a move that takes 300 ms or more shows the bar and says so politely; gone once the page is there', async () => {
  const { release, wait } = renderShop();
  expect(status()).toHaveAttribute('aria-live', 'polite');
  fireEvent.click(screen.getByRole('link', { name: 'First' }));
  await wait(299);
  expect(bar()).toBeNull();
  expect(status()).toHaveTextContent('');
  await wait(1);
  expect(bar()).not.toBeNull();
  expect(status()).toHaveTextContent('Loading page…');
  await release('first');
  expect(bar()).toBeNull();
  expect(status()).toHaveTextContent('');
});

test('a move done within 300 ms shows nothing, even when the timer would have come', async () => {
  const { release, wait } = renderShop();
  fireEvent.click(screen.getByRole('link', { name: 'First' }));
  await wait(200);
  await release('first');
  await wait(500);
  expect(bar()).toBeNull();
  expect(status()).toHaveTextContent('');
});

test('a second tap starts its own 300 ms: the bar is for the move under way, not the one left', async () => {
  const { release, wait } = renderShop();
  fireEvent.click(screen.getByRole('link', { name: 'First' }));
  await wait(250);
  fireEvent.click(screen.getByRole('link', { name: 'Second' }));
  await wait(250);
  expect(bar()).toBeNull();
  await wait(50);
  expect(bar()).not.toBeNull();
  await release('second');
  expect(bar()).toBeNull();
  expect(screen.queryByRole('heading', { name: 'first' })).toBeNull();
});
