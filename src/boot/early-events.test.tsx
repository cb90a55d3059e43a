import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { replayEarlyEvents, restoreEarlyValues } from './early-event-replay';
import { captureEarlyEvents, pendingAttribute } from './early-events';
import { hydratingAttribute } from './hydrated-element';

function Shop({ log }: { log: string[] }) {
  const [count, setCount] = useState(0);
  const [query, setQuery] = useState('');
  const [price, setPrice] = useState(10);
  return (
    <div>
      <span
        role="slider"
        tabIndex={0}
        aria-label="Price"
        aria-valuenow={price}
        onKeyDown={(event) => {
          const step = event.key === 'ArrowRight' ? 1 : event.key === 'End' ? 100 - price : 0;
          log.push(`${event.key} ${price + step}`);
          setPrice(price + step);
        }}
      />
      <button
        type="button"
        onClick={() => {
          log.push(`add ${count + 1}`);
          setCount((c) => c + 1);
        }}
      >
        Add ({count})
      </button>
      <a href="#elsewhere" onClick={() => log.push('link')}>
        A link
      </a>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          log.push(`subscribe ${query}`);
        }}
      >
        <label>
          Email
          <input value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <button type="submit">Subscribe</button>
      </form>
    </div>
  );
}

let container: HTMLDivElement;
afterEach(() => {
  container?.remove();
  delete window.__luminaEarlyEvents;
});

/** The prerendered page with the capture installed, as a shopper meets it before hydration. */
function prerender(log: string[]) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Shop log={log} />);
  document.body.append(container);
  captureEarlyEvents(pendingAttribute, hydratingAttribute);
  return {
    add: container.querySelector('button[type="button"]') as HTMLButtonElement,
    subscribe: container.querySelector('button[type="submit"]') as HTMLButtonElement,
    email: container.querySelector('input') as HTMLInputElement,
    link: container.querySelector('a') as HTMLAnchorElement,
    slider: container.querySelector('[role="slider"]') as HTMLElement,
  };
}

async function hydrateAndReplay(log: string[]) {
  await act(async () => {
    hydrateRoot(container, <Shop log={log} />);
  });
  act(() => restoreEarlyValues());
  await act(async () => {
    await replayEarlyEvents(1000);
  });
}

test('presses before hydration take effect once each, in order, after hydration', async () => {
  const log: string[] = [];
  const { add } = prerender(log);
  add.click();
  add.click();
  expect(add).toHaveAttribute(pendingAttribute);
  expect(log).toEqual([]);
  await hydrateAndReplay(log);
  expect(log).toEqual(['add 1', 'add 2']);
  expect(add).toHaveTextContent('Add (2)');
  expect(add).not.toHaveAttribute(pendingAttribute);
});

test('keys a slider takes before hydration are held and handed to it in order, between presses', async () => {
  const log: string[] = [];
  const { add, slider } = prerender(log);
  const press = (key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    slider.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(press('ArrowRight'), 'held: the page does not scroll').toBe(true);
  add.click();
  expect(press('End')).toBe(true);
  expect(press('a'), 'a key the slider does not take is left alone').toBe(false);
  expect(slider).toHaveAttribute(pendingAttribute);
  expect(log).toEqual([]);
  await hydrateAndReplay(log);
  expect(log).toEqual(['ArrowRight 11', 'add 1', 'End 100']);
  expect(slider).toHaveAttribute('aria-valuenow', '100');
  expect(slider).not.toHaveAttribute(pendingAttribute);
});

test('typing before hydration reaches the app, and a double submit is sent once with it', async () => {
  const log: string[] = [];
  const { email, subscribe } = prerender(log);
  email.value = 'ada@example.com';
  email.dispatchEvent(new Event('input', { bubbles: true }));
  subscribe.click();
  subscribe.click();
  await act(async () => {
    hydrateRoot(container, <Shop log={log} />);
  });
  // React resets the controlled field on hydrating it; the typing goes straight back.
  act(() => restoreEarlyValues());
  expect(email.value).toBe('ada@example.com');
  expect(window.__luminaEarlyEvents?.queue.map((item) => item.kind)).toEqual(['click']);
  await act(async () => {
    await replayEarlyEvents(1000);
  });
  expect(email.value).toBe('ada@example.com');
  expect(log).toEqual(['subscribe ada@example.com']);
});

test('links are left to the browser, and events after the replay go straight to React', async () => {
  const log: string[] = [];
  const { link, add } = prerender(log);
  await hydrateAndReplay(log);
  link.click();
  add.click();
  expect(log).toEqual(['link', 'add 1']);
  expect(window.__luminaEarlyEvents?.queue).toEqual([]);
});

test('an element that leaves the page, with nothing in its place, is dropped, not replayed', async () => {
  const log: string[] = [];
  const { add } = prerender(log);
  add.click();
  const detached = add.cloneNode(true) as HTMLButtonElement;
  window.__luminaEarlyEvents!.queue[0] = { kind: 'click', element: detached, path: 'body>nav:nth-child(9)' };
  await hydrateAndReplay(log);
  expect(log).toEqual([]);
});

test('a part React renders anew instead of hydrating still gets the press, on its new element', async () => {
  const log: string[] = [];
  const { add } = prerender(log);
  add.click();
  // React discards a boundary's server markup when it updates before hydrating: new elements.
  container.innerHTML = renderToString(<Shop log={log} />);
  expect(add.isConnected).toBe(false);
  await hydrateAndReplay(log);
  expect(log).toEqual(['add 1']);
  expect(container.querySelector('button')).toHaveTextContent('Add (1)');
});

test('a replaced element is only taken for the captured one when it is the same control', async () => {
  const log: string[] = [];
  const { add } = prerender(log);
  add.click();
  // React rendered that part anew with another control at the same place: it is not pressed.
  const other = (
    <div>
      <button type="button" onClick={() => log.push('other')}>
        Other
      </button>
    </div>
  );
  container.innerHTML = renderToString(other);
  await act(async () => {
    hydrateRoot(container, other);
  });
  await act(async () => {
    await replayEarlyEvents(300);
  });
  expect(log).toEqual([]);
});
