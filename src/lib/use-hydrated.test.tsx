import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, expect, test } from 'vitest';
import { appHydrated, useHydrated } from './use-hydrated';

/** What the root does once it has hydrated (boot/handover.tsx). */
const markAppHydrated = () => (document.documentElement.dataset.hydrated = 'true');

function Shows({ inTransition }: { inTransition?: boolean }) {
  return <p>{useHydrated({ inTransition }) ? 'client' : 'prerendered'}</p>;
}

// Other files in this environment may leave the mark behind.
beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
});

test('prerendered HTML is the not-hydrated answer, in both modes', () => {
  expect(renderToString(<Shows />)).toContain('prerendered');
  expect(renderToString(<Shows inTransition />)).toContain('prerendered');
});

test('appHydrated is false until the root marks it, then true', () => {
  expect(appHydrated()).toBe(false);
  markAppHydrated();
  expect(appHydrated()).toBe(true);
});

test('in a transition: false on the first render before the mark, true after the switch', async () => {
  await act(async () => {
    render(<Shows inTransition />);
  });
  expect(screen.getByText('client')).toBeTruthy();
});

function firstRenders(): boolean[] {
  const seen: boolean[] = [];
  function Records() {
    seen.push(useHydrated({ inTransition: true }));
    return null;
  }
  render(<Records />);
  return seen;
}

test('in a transition, mounted once the app has hydrated: true on the very first render', () => {
  markAppHydrated();
  expect(firstRenders()[0]).toBe(true);
});

test('in a transition, mounted while hydrating: false on the first render', () => {
  expect(firstRenders()[0]).toBe(false);
});

test('hydrating, each mode renders again once: at once without a transition, in the transition with one', async () => {
  const renders: string[] = [];
  function Counts({ inTransition }: { inTransition?: boolean }) {
    const hydrated = useHydrated({ inTransition });
    renders.push(`${inTransition ? 'transition' : 'sync'} ${hydrated}`);
    return <p>{hydrated ? 'client' : 'prerendered'}</p>;
  }
  for (const inTransition of [false, true]) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counts inTransition={inTransition} />);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(container, <Counts inTransition={inTransition} />);
    });
    expect(container.textContent).toBe('client');
    const mode = inTransition ? 'transition' : 'sync';
    // The hydration pass, then the switch: no extra synchronous render in a transition.
    expect(renders).toEqual([`${mode} false`, `${mode} true`]);
  }
});
