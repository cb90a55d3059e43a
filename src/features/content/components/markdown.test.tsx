import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { Markdown } from './markdown';

const html =
  '<p>See the <a href="/faq">FAQ</a>, <a href="#later">read on</a> or <a href="mailto:a@b.example">mail us</a>.</p>';

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <Markdown html={html} />
          <section id="later" tabIndex={-1}>
            Later
          </section>
        </>
      ),
    },
    { path: '/faq', Component: () => <h1>FAQ page</h1> },
  ]);
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup();
}

test('a link to the shop moves client-side', async () => {
  const user = renderPage();
  await user.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(await screen.findByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
});

test('a #link brings its section into view and moves focus there', async () => {
  const scrollIntoView = vi.fn();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  Element.prototype.scrollIntoView = scrollIntoView; // jsdom has none
  try {
    const user = renderPage();
    await user.click(screen.getByRole('link', { name: 'read on' }));
    expect(document.getElementById('later')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  } finally {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    vi.unstubAllGlobals();
  }
});

test('a mail link is left to the browser', () => {
  renderPage();
  const mail = screen.getByRole('link', { name: 'mail us' });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  mail.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});
