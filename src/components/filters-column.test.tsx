import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, createRoutesStub } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { FiltersColumn } from './filters-column';

afterEach(() => vi.unstubAllGlobals());

/** A list page whose filter column is `open` or not, with a link to another such page. */
function List({ open }: { open: boolean }) {
  return (
    <>
      <h1>List</h1>
      <FiltersColumn id="filters" open={open}>
        <p>Price range</p>
      </FiltersColumn>
      <Link to="/closed">Closed list</Link>
      <Link to="/open">Open list</Link>
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/closed', Component: () => <List open={false} /> },
    { path: '/open', Component: () => <List open /> },
  ]);
  const { container } = render(<Stub initialEntries={[path]} />);
  return { user: userEvent.setup(), column: () => container.querySelector('#filters') };
}

/** The screen is wide (the column beside the results) or not. */
function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 64rem)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

test('reached by a link on a narrow screen, a closed column gets its filters just after the first frame', async () => {
  screenIsWide(false);
  const { user, column } = renderAt('/open');
  await user.click(screen.getByRole('link', { name: 'Closed list' }));
  expect(column()).toBeEmptyDOMElement();
  expect(column()).toHaveClass('hidden', 'lg:block');
  expect(await screen.findByText('Price range')).toBeInTheDocument();
});

test('the first page (as prerendered and hydrated), a wide screen and an open column have their filters at once', async () => {
  screenIsWide(false);
  const { user, column } = renderAt('/closed');
  expect(screen.getByText('Price range')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Open list' }));
  expect(screen.getByText('Price range')).toBeInTheDocument();
  expect(column()).toHaveClass('block');

  screenIsWide(true);
  await user.click(screen.getByRole('link', { name: 'Closed list' }));
  expect(screen.getByText('Price range')).toBeInTheDocument();
});
