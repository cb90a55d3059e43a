import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useNavigate } from 'react-router';
import { expect, test } from 'vitest';
import { useSetUrlSearch } from './use-set-url-search';

/** Two changes asked in one event, each built on the latest address, as a quick shopper makes them. */
function Probe() {
  const setUrlSearch = useSetUrlSearch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const add = (name: string, value: string) =>
    void setUrlSearch((latest) => {
      latest.set(name, value);
      return latest.toString();
    });
  return (
    <>
      <output aria-label="address">{search}</output>
      <button
        onClick={() => {
          add('category', 'books');
          add('sort', 'price-low');
        }}
      >
        Category then sort
      </button>
      <button onClick={() => add('page', '2')}>Next page</button>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

function renderProbe(path: string) {
  const Stub = createRoutesStub([{ path: '/products', Component: Probe }]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

const address = () => screen.getByRole('status', { name: 'address' });

test('a change asked before the one before it has shown builds on it', async () => {
  const user = renderProbe('/products?featured=true');
  await user.click(screen.getByRole('button', { name: 'Category then sort' }));
  expect(address()).toHaveTextContent('?featured=true&category=books&sort=price-low');
});

test('after back, a change builds on the address shown, not on the change left behind', async () => {
  const user = renderProbe('/products');
  await user.click(screen.getByRole('button', { name: 'Category then sort' }));
  expect(address()).toHaveTextContent('?category=books&sort=price-low');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(address()).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(address()).toHaveTextContent('?page=2');
  expect(address()).not.toHaveTextContent('category');
});
