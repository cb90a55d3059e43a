import { afterEach, expect, test, vi } from 'vitest';
import { HYDRATE_AFTER, READY_EVENT } from '../../scripts/defer-hydration.mjs';
import { hydrateAfterAttribute, readyToHydrate, readyToHydrateEvent } from './hydrate-after';

afterEach(() => {
  document.body.replaceChildren();
});

test('uses the names the boot script waits for', () => {
  expect(hydrateAfterAttribute).toBe(HYDRATE_AFTER);
  expect(readyToHydrateEvent).toBe(READY_EVENT);
});

test('lets the page hydrate once no element holds it back any more', () => {
  const ready = vi.fn();
  document.addEventListener(readyToHydrateEvent, ready);
  const [first, second] = [document.createElement('div'), document.createElement('div')];
  for (const element of [first, second]) {
    element.setAttribute(hydrateAfterAttribute, '');
    document.body.append(element);
  }
  readyToHydrate(first);
  expect(first.hasAttribute(hydrateAfterAttribute)).toBe(false);
  expect(ready).not.toHaveBeenCalled();
  readyToHydrate(second);
  expect(ready).toHaveBeenCalledTimes(1);
  // Without an element (the frame is gone), it still releases the page.
  readyToHydrate(null);
  expect(ready).toHaveBeenCalledTimes(2);
  document.removeEventListener(readyToHydrateEvent, ready);
});
