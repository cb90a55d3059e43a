import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near';

/** An IntersectionObserver the test moves: `comeNear()` reports its targets in view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  comeNear() {
    this.report([{ isIntersecting: true }]);
  }
}

const rendered = vi.fn();
const pressed = vi.fn();
function Part() {
  rendered();
  return (
    <button type="button" onClick={pressed}>
      Subscribe
    </button>
  );
}
const page = (
  <HydrateWhenNear>
    <Part />
  </HydrateWhenNear>
);

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  rendered.mockClear();
  pressed.mockClear();
});

/** The page prerendered into the document, then hydrated, as the browser meets it. */
async function hydratePrerendered() {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  rendered.mockClear();
  await act(async () => {
    hydrateRoot(container, page);
  });
}

test('a prerendered part keeps its HTML and hydrates only when it comes near', async () => {
  await hydratePrerendered();
  const button = screen.getByRole('button', { name: 'Subscribe' });
  expect(rendered).not.toHaveBeenCalled();
  button.click();
  expect(pressed).not.toHaveBeenCalled();

  await act(async () => FakeObserver.last?.comeNear());
  expect(rendered).toHaveBeenCalled();
  // The same element, now React's.
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBe(button);
  button.click();
  expect(pressed).toHaveBeenCalledTimes(1);
});

test('a focus inside hydrates it at once (a keyboard reaching it)', async () => {
  await hydratePrerendered();
  expect(rendered).not.toHaveBeenCalled();
  await act(async () => screen.getByRole('button', { name: 'Subscribe' }).focus());
  expect(rendered).toHaveBeenCalled();
});

test('rendered by a client-side navigation (no prerendered HTML), it renders at once', () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  render(page);
  screen.getByRole('button', { name: 'Subscribe' }).click();
  expect(pressed).toHaveBeenCalledTimes(1);
});
