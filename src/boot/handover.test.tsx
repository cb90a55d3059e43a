import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { pendingAttribute } from './early-events';
import { EarlyEventCapture, useBootHandover } from './handover';

function Root() {
  useBootHandover();
  return <button type="button">Add</button>;
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.__luminaEarlyEvents;
  delete document.documentElement.dataset.hydrated;
});

test('by default every page carries the capture script in its head', () => {
  const html = renderToString(<EarlyEventCapture />);
  expect(html).toMatch(/^<script>/);
  expect(html).toContain(pendingAttribute);
});

test('LUMINA_BOOT_MACHINERY=off: no capture script, and the root hands nothing over but the flag', () => {
  vi.stubEnv('LUMINA_BOOT_MACHINERY', 'off');
  expect(renderToString(<EarlyEventCapture />)).toBe('');
  // A queue left by a capture (none is installed when off) is neither restored nor replayed.
  const element = document.createElement('button');
  window.__luminaEarlyEvents = {
    queue: [{ kind: 'click', element, path: 'body' }],
    live: false,
    replaying: false,
  };
  render(<Root />);
  expect(document.documentElement.dataset.hydrated).toBe('true');
  expect(window.__luminaEarlyEvents.queue).toHaveLength(1);
  expect(window.__luminaEarlyEvents.live).toBe(false);
});

test('on: the root marks the page hydrated and replays the queue', async () => {
  window.__luminaEarlyEvents = { queue: [], live: false, replaying: false };
  render(<Root />);
  expect(document.documentElement.dataset.hydrated).toBe('true');
  await vi.waitFor(() => expect(window.__luminaEarlyEvents?.live).toBe(true));
});
