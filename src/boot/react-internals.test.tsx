import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ownedByReact, reactPropsKeyPrefix } from './react-internals';

// Pins the React internal react-internals.ts reads: if a release stops keeping an element's props
// under `__reactProps$…`, this fails by name before early presses silently stop being replayed.

function Page() {
  return (
    <button type="button" onClick={() => undefined}>
      Add to cart
    </button>
  );
}

describe('React internals the early-event replay reads (__reactProps$)', () => {
  test('a prerendered element is not owned by React until it has been hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const button = container.querySelector('button');
    if (!button) throw new Error('no button rendered');
    expect(ownedByReact(button)).toBe(false);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(ownedByReact(button)).toBe(true);
    expect(Object.keys(button).filter((key) => key.startsWith(reactPropsKeyPrefix))).toHaveLength(1);
    container.remove();
  });
});
