/**
 * The replay half of early events (the capture is `early-events.ts`): once the app has hydrated,
 * the events the inline capture kept are given back to it, in order, each once React owns its
 * element. docs/decisions/0006-early-event-replay.md has the decision, and
 * bench/decisions/0006-early-event-replay.md the measurements.
 */
import { asReplay, dispatch, handBackValue, pressAt } from './early-event-dispatch';
import { type EarlyEvent, pendingAttribute } from './early-events';
import { moveUnderWay } from './moves-under-way';
import { hydratedElement } from './hydrated-element';

/**
 * Resolves at the browser's next idle period, or after `ms` if none comes by then; true if it was
 * idle. React yields to the browser between slices of a transition's render, so an idle period
 * means the work React was given has been done and committed.
 */
const idle = (ms: number) =>
  new Promise<boolean>((resolve) => {
    if ('requestIdleCallback' in window)
      requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout: ms });
    else setTimeout(() => resolve(true), 50);
  });

/** How long the replay waits for an idle moment before it goes on anyway (a busy phone may have none). */
const idleWaitMs = 2000;

/**
 * Waits until what the last replayed event started has settled: the browser has had an idle
 * moment (React has committed its work, a transition too), for `idleWaitMs` at most, since a
 * busy phone can go seconds without one and the shopper's next press must not wait that long;
 * and no navigation is under way (a filter that changed the URL), for `timeoutMs` at most. The
 * next event then sees the page as a shopper would have.
 */
async function settled(timeoutMs: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    const wasIdle = await idle(500);
    const waited = Date.now() - start;
    if (waited >= timeoutMs) return;
    if (!moveUnderWay() && (wasIdle || waited >= idleWaitMs)) return;
  }
}

/** Whether `found` is the control `captured` was: same kind and same name (a heart for the same product). */
function sameControl(found: Element, captured: Element): boolean {
  const name = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  return found === captured || (found.localName === captured.localName && name(found) === name(captured));
}

/**
 * The element React owns for a captured event, waited for (at most `timeoutMs`): the element
 * itself, or, if React rendered that part anew, the element of the same kind at the same place.
 * Null if there is none by then.
 */
async function ownedElement(item: EarlyEvent, timeoutMs: number): Promise<HTMLElement | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const current = item.element.isConnected ? item.element : document.querySelector<HTMLElement>(item.path);
    if (current && sameControl(current, item.element) && hydratedElement(current)) return current;
    if (Date.now() > until) return null;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Hands typing from before hydration back to the fields React has just hydrated, at once. React
 * resets a controlled field to its rendered value when it hydrates it, so this runs in a layout
 * effect of the root: before the browser paints the reset, and before the shopper types on.
 * Fields React has not hydrated yet keep their place in the queue.
 */
export function restoreEarlyValues(): void {
  const state = window.__luminaEarlyEvents;
  if (!state || state.live) return;
  state.queue = state.queue.filter((item) => {
    if (item.kind !== 'value' || !item.element.isConnected || !hydratedElement(item.element)) return true;
    asReplay(state, () => handBackValue(item.element, item.value));
    item.element.removeAttribute(pendingAttribute);
    return false;
  });
}

/** True while a replay runs (one at a time: a late event wakes it again). */
let replaying = false;

/**
 * Gives the captured events to the hydrated app, in order, each once React owns its element (a
 * lazily hydrated part is waited for, 30 s at most). Events that come while the queue is still
 * being replayed join its end, so order is kept; after that, events go straight to React, except
 * those on a part React has not hydrated yet, which are kept and replayed the same way.
 */

export async function replayEarlyEvents(timeoutMs = 30_000): Promise<void> {
  const state = window.__luminaEarlyEvents;
  if (!state || replaying) return;
  replaying = true;
  state.wake = () => void replayEarlyEvents(timeoutMs);
  // Work the app starts right after hydrating (client-only state applied in a transition, such as
  // a listing's filters from the URL) is done before the first event is handed over.
  if (state.queue.length > 0) await settled(timeoutMs);
  for (let item = state.queue.shift(); item; item = state.queue.shift()) {
    const element = await ownedElement(item, timeoutMs);
    item.element.removeAttribute(pendingAttribute);
    if (!element) {
      // Said aloud for whoever debugs a lost press (`npm run stress` counts these, and
      // tests/e2e/tap-count.ts reads the warning's start).
      console.warn(`An early press could not be handed to the app: ${item.kind} at ${item.path}`);
      continue;
    }
    if (item.kind === 'point') await pressAt(state, element, item.at, () => settled(idleWaitMs));
    else asReplay(state, () => dispatch({ ...item, element } as EarlyEvent));
    // The page acts on each event before the next is replayed (a sort after a category keeps it).
    await settled(timeoutMs);
  }
  state.live = true;
  replaying = false;
}
