import { readdirSync, readFileSync } from 'node:fs';
import { act, type ComponentType, lazy, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { replayEarlyEvents } from './early-event-replay';
import { captureEarlyEvents, pendingAttribute } from './early-events';
import { hydratedElement, hydratingAttribute } from './hydrated-element';
import { HydratesLater } from './hydrates-later';

// A part whose code comes after the page's: marked until React has hydrated it, and a press on it
// in the meantime (even after the page went live) is kept and reaches it once it is hydrated.

const log: string[] = [];

function Later() {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        log.push(`later ${count + 1}`);
        setCount(count + 1);
      }}
    >
      Later ({count})
    </button>
  );
}

function Page({ part }: { part: ComponentType }) {
  const Part = part;
  return (
    <main>
      <button type="button" onClick={() => log.push('now')}>
        Now
      </button>
      <HydratesLater fallback={null}>
        <Part />
      </HydratesLater>
    </main>
  );
}

let container: HTMLDivElement;
afterEach(() => {
  container?.remove();
  delete window.__luminaEarlyEvents;
  log.length = 0;
});

test('a part waits, marked, until its code is in; a press on it meanwhile reaches it once hydrated', async () => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page part={Later} />);
  document.body.append(container);
  captureEarlyEvents(pendingAttribute, hydratingAttribute);
  const [now, later] = [...container.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  const box = later.parentElement!;
  expect(box).toHaveAttribute(hydratingAttribute);
  expect(box).toHaveClass('contents');

  let release: () => void = () => {};
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    release = () => resolve({ default: Later });
  });
  const LazyLater = lazy(() => code);
  await act(async () => {
    hydrateRoot(container, <Page part={LazyLater} />);
  });
  await act(async () => {
    await replayEarlyEvents(1000);
  });
  expect(window.__luminaEarlyEvents?.live).toBe(true);
  expect(hydratedElement(now)).toBe(true);
  expect(hydratedElement(later)).toBe(false);

  now.click();
  later.click();
  expect(log).toEqual(['now']);
  expect(later).toHaveAttribute(pendingAttribute);

  await act(async () => {
    release();
    await code;
  });
  expect(box).not.toHaveAttribute(hydratingAttribute);
  // The press woke the replay, which hands it over once the part is hydrated.
  await vi.waitFor(() => expect(log).toEqual(['now', 'later 1']));
  expect(later).toHaveTextContent('Later (1)');
  expect(later).not.toHaveAttribute(pendingAttribute);
});

test('a part rendered on the client, not hydrated, is unmarked as soon as it shows', async () => {
  container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    createRoot(container).render(<Page part={Later} />);
  });
  expect(container.querySelector(`[${hydratingAttribute}]`)).toBeNull();
  expect(hydratedElement(container.querySelectorAll('button')[1]!)).toBe(true);
});

test('every <Suspense> that can hold prerendered content is a HydratesLater: the replay reads only its mark', () => {
  const others: Record<string, string> = {
    'boot/hydrates-later.tsx': 'the boundary itself',
    'app/layout/app-providers.tsx': 'the toaster, mounted by the first toast, never prerendered',
    'features/account/components/account-dashboard.tsx':
      "the account's panels, shown only to a signed-in shopper",
  };
  const withSuspense = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => file.split('\\').join('/'))
    .filter((file) =>
      /import \{[^}]*\bSuspense\b[^}]*\} from 'react'/.test(readFileSync(`src/${file}`, 'utf8')),
    );
  expect(withSuspense.sort()).toEqual(Object.keys(others).sort());
});
