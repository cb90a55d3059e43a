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

let renders = 0;
const pressed = vi.fn();
function Part() {
  renders += 1;
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
  renders = 0;
  pressed.mockClear();
});

test('a prerendered part keeps its HTML and hydrates only when it comes near', async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, page);
  });
  const button = screen.getByRole('button', { name: 'Subscribe' });
  expect(renders).toBe(0);
  button.click();
  expect(pressed).not.toHaveBeenCalled();

  await act(async () => FakeObserver.last?.comeNear());
  expect(renders).toBeGreaterThan(0);
  // The same element, now React's.
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBe(button);
  button.click();
  expect(pressed).toHaveBeenCalledTimes(1);
});

test('a focus inside hydrates it at once (a keyboard reaching it)', async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, page);
  });
  expect(renders).toBe(0);
  await act(async () => screen.getByRole('button', { name: 'Subscribe' }).focus());
  expect(renders).toBeGreaterThan(0);
});

test('rendered by a client-side navigation (no prerendered HTML), it renders at once', () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  render(page);
  screen.getByRole('button', { name: 'Subscribe' }).click();
  expect(pressed).toHaveBeenCalledTimes(1);
});
