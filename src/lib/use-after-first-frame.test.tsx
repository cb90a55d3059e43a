import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, createRoutesStub, useNavigate } from 'react-router';
import { expect, test } from 'vitest';
import { useAfterFirstFrame } from './use-after-first-frame';

/** What a page shows on its first render and after: "first" when the hook said false at first. */
function Page({ when = true }: { when?: boolean | 'late' }) {
  const shown = useAfterFirstFrame(when);
  const navigate = useNavigate();
  return (
    <>
      <h1>Page</h1>
      <p>{shown ? 'below shown' : 'below pending'}</p>
      <Link to="/next">Next</Link>
      <Link to="/next#reviews">Next reviews</Link>
      <Link to="/plain">Plain</Link>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Page /> },
    { path: '/next', Component: () => <Page /> },
    { path: '/plain', Component: () => <Page when={false} /> },
    { path: '/late', Component: () => <Page when="late" /> },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

test('the first location (as at hydration) shows everything on its first render', () => {
  renderAt('/');
  expect(screen.getByText('below shown')).toBeInTheDocument();
});

test('a page reached by a link first renders without its lower part, then adds it after a frame', async () => {
  const user = renderAt('/');
  await user.click(screen.getByRole('link', { name: 'Next' }));
  expect(screen.getByText('below pending')).toBeInTheDocument();
  expect(await screen.findByText('below shown')).toBeInTheDocument();
});

test('back and forward, a #fragment, and a grid that does not ask, show everything at once', async () => {
  const user = renderAt('/');
  await user.click(screen.getByRole('link', { name: 'Next' }));
  await screen.findByText('below shown');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('below shown')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Next reviews' }));
  expect(screen.getByText('below shown')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Plain' }));
  expect(screen.getByText('below shown')).toBeInTheDocument();
});

test('content that comes late is split on every move, the first location and a #fragment too', async () => {
  for (const path of ['/late', '/late#reviews']) {
    renderAt(path);
    expect(screen.getByText('below pending')).toBeInTheDocument();
    expect(await screen.findByText('below shown')).toBeInTheDocument();
    cleanup();
  }
});
