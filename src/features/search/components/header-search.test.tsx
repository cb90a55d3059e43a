import { act, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { expect, test, vi } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { renderWithShop } from '@/testing/render';
import { useRecentSearches } from '../use-recent-searches';
import { HeaderSearch } from './header-search';

// The suggestions module loads on first use; allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** Shows where the router is, like the address bar. */
function Address() {
  const { pathname, search } = useLocation();
  return <code aria-label="Address">{pathname + search}</code>;
}

/** Records searches as the search page would. */
function Searched({ terms }: { terms: string[] }) {
  const { addRecent } = useRecentSearches();
  useEffect(() => {
    for (const term of terms) addRecent(term);
  }, [terms, addRecent]);
  return null;
}

function renderBox(terms: string[] = []) {
  return renderWithShop(
    <>
      <Searched terms={terms} />
      <HeaderSearch idPrefix="desktop-search" />
      <HeaderSearch idPrefix="mobile-search" />
      <Address />
    </>,
  );
}

const boxes = () => screen.getAllByRole('combobox', { name: 'Search products' });
const address = () => screen.getByLabelText('Address');
const statusOf = (box: HTMLElement) => within(box.closest('form')!).getByRole('status');

test('the box is a combobox wired to its own listbox; the two instances have unique ids', () => {
  renderBox();
  const [desktop, mobile] = boxes();
  expect(desktop).toHaveAttribute('aria-autocomplete', 'list');
  expect(desktop).toHaveAttribute('aria-expanded', 'false');
  expect(desktop).toHaveAttribute('aria-controls', 'desktop-search-listbox');
  expect(mobile).toHaveAttribute('aria-controls', 'mobile-search-listbox');
  expect(desktop!.id).not.toBe(mobile!.id);
  expect(document.getElementById('desktop-search-listbox')).toHaveAttribute('role', 'listbox');
  expect(desktop).not.toHaveAttribute('aria-activedescendant');
});

test('typing shows up to 5 products with image, name and price; more than 5 adds View all', async () => {
  const { user } = renderBox();
  const [box] = boxes();
  await user.type(box!, 'aurora');
  const listbox = await screen.findByRole('listbox', { name: 'Product suggestions' });
  const options = await within(listbox).findAllByRole('option');
  expect(options).toHaveLength(4);
  expect(options[0]).toHaveAccessibleName('Chasing the Aurora, $54.99');
  expect(options[0]).toHaveAttribute('href', '/product/20');
  // The product's own image, drawn 40 px square (its intrinsic size keeps the aspect ratio).
  const image = options[0]!.querySelector('img');
  expect(image).toHaveAttribute('src', getProductById('20')?.images[0]?.src);
  expect(image).toHaveClass('size-10');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(statusOf(box!)).toHaveTextContent('4 suggestions');
  expect(within(listbox).queryByText(/View all/)).not.toBeInTheDocument();

  await user.clear(box!);
  await user.type(box!, 'classic');
  const more = within(screen.getByRole('listbox', { name: 'Product suggestions' })).getAllByRole('option');
  expect(more).toHaveLength(6);
  expect(more[5]).toHaveTextContent('View all 7 results');
  expect(more[5]).toHaveAttribute('href', '/search?q=classic');
});

test('arrow keys move the highlight; Enter opens the highlighted product', async () => {
  const { user } = renderBox();
  const [box] = boxes();
  await user.type(box!, 'wireless');
  const options = await screen.findAllByRole('option');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(options[0]).toHaveAttribute('aria-selected', 'false');
  await user.keyboard('{Enter}');
  expect(address()).toHaveTextContent('/product/11');
  // Navigating closes and empties the box.
  expect(box).toHaveValue('');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('two arrow presses that come before a render both move the highlight', async () => {
  const { user } = renderBox();
  const [box] = boxes();
  await user.type(box!, 'wireless');
  const options = await screen.findAllByRole('option');
  // Both key events are handled inside one batch: the second sees the render from before the first.
  act(() => {
    for (let press = 0; press < 2; press++) {
      box!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    }
  });
  expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
});

test('arrow keys wrap; Escape closes, a second Escape clears', async () => {
  const { user } = renderBox();
  const [box] = boxes();
  await user.type(box!, 'aurora');
  const options = await screen.findAllByRole('option');
  await user.keyboard('{ArrowUp}');
  expect(box).toHaveAttribute('aria-activedescendant', options[3]!.id);
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).not.toHaveAttribute('aria-activedescendant');
  expect(box).toHaveValue('aurora');
  await user.keyboard('{Escape}');
  expect(box).toHaveValue('');
});

test('Enter with nothing highlighted searches the trimmed text; Enter on blank does nothing', async () => {
  const { user } = renderBox();
  const [box] = boxes();
  await user.type(box!, '   {Enter}');
  expect(address()).toHaveTextContent(/^\/$/);
  await user.type(box!, '  lamp  {Enter}');
  expect(address()).toHaveTextContent('/search?q=lamp');
});

test('no match says so (and announces it); the list stays closed', async () => {
  const { user } = renderBox();
  const [box] = boxes();
  await user.type(box!, 'zzqx');
  const notice = await within(box!.closest('form')!).findByText('No products found', {
    selector: 'p:not([role])',
  });
  expect(notice).toBeVisible();
  expect(statusOf(box!)).toHaveTextContent('No products found');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('focus on the empty box shows the recent searches with Clear', async () => {
  const { user } = renderBox(['lamp', 'vase', 'LAMP']);
  const [box] = boxes();
  await user.click(box!);
  const list = screen.getByRole('listbox', { name: 'Recent searches' });
  const options = within(list).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['LAMP', 'vase']);
  expect(options[0]).toHaveAttribute('href', '/search?q=LAMP');
  expect(statusOf(box!)).toHaveTextContent('2 recent searches');

  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(address()).toHaveTextContent('/search?q=vase');

  await user.click(box!);
  await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
  expect(screen.queryByRole('listbox', { name: 'Recent searches' })).not.toBeInTheDocument();
  expect(box).toHaveFocus();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(statusOf(box!)).toHaveTextContent('Recent searches cleared');
});

test('focus leaving the widget closes it', async () => {
  const { user } = renderBox();
  const [box] = boxes();
  await user.type(box!, 'aurora');
  await screen.findAllByRole('option');
  await act(async () => box!.blur());
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await user.click(box!);
  expect(box).toHaveAttribute('aria-expanded', 'true');
});

test('a query that looks like HTML stays text', async () => {
  const { user } = renderBox(['<img src=x onerror=alert(1)>']);
  const [box] = boxes();
  await user.click(box!);
  const option = screen.getByRole('option');
  expect(option).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(option.querySelector('img')).toBeNull();
});

test("a slip's suggestions say what they show instead; the terms are marked in the names", async () => {
  const { user } = renderBox();
  const [box] = boxes();
  await user.type(box!, 'keybord');
  const form = box!.closest('form')!;
  expect(await within(form).findByText('Showing results for "keyboard"')).toBeInTheDocument();
  const option = within(screen.getByRole('listbox', { name: 'Product suggestions' })).getByRole('option');
  expect(option).toHaveAccessibleName('Wireless Mechanical Keyboard, $149.99');
  expect([...option.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Keyboard']);
  expect(statusOf(box!)).toHaveTextContent('Showing results for "keyboard": 1 suggestion');

  await user.clear(box!);
  await user.type(box!, 'keyboard');
  await within(form).findByText((_, element) => element?.getAttribute('data-query') === 'keyboard');
  expect(within(form).queryByText(/Showing results for/)).not.toBeInTheDocument();
  expect(statusOf(box!)).toHaveTextContent('1 suggestion');
});
