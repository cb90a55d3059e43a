/**
 * The replay half of early events (the capture is `early-events.ts`): once the app has hydrated,
 * the events the inline capture kept are given back to it, in order, each once React owns its
 * element. docs/decisions/0006-early-event-replay.md has the measurements.
 */
import { type EarlyEvent, type EarlyEventState, pendingAttribute } from './early-events';
/** React marks each element it has hydrated with its props (`__reactProps$<id>`; the capture has a copy). */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

declare global {
  interface Window {
    /** React Router's router, which its HydratedRouter puts on the window. */
    __reactRouterDataRouter?: { state: { navigation: { state: string } } };
  }
}

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 50);
  });

/**
 * Waits until what the last replayed event started has settled (at most `timeoutMs`): the browser
 * is idle (React has committed, in a transition too) and no navigation is under way (a filter
 * that changed the URL). The next event then sees the page as a shopper would have.
 */
async function settled(timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  const navigating = () => {
    const state = window.__reactRouterDataRouter?.state.navigation.state;
    return state !== undefined && state !== 'idle';
  };
  do {
    await idle();
  } while (navigating() && Date.now() < until);
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
    if (current && sameControl(current, item.element) && ownedByReact(current)) return current;
    if (Date.now() > until) return null;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Sets a field's value so that React sees a change and calls the field's onChange. */
function handBackValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const typed = 'selectionStart' in element && element.type !== 'email' && element.type !== 'number';
  const caret = typed ? [element.selectionStart, element.selectionEnd] : null;
  const prototype = Object.getPrototypeOf(element) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  // React tracks the last value it saw through the element's own `value` property: clearing it
  // there and setting the real value through the prototype makes the difference it looks for.
  element.value = '';
  setValue?.call(element, value);
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
  if (caret && document.activeElement === element && 'setSelectionRange' in element) {
    element.setSelectionRange(caret[0] ?? null, caret[1] ?? null);
  }
}

function dispatch(item: EarlyEvent): void {
  if (item.kind === 'click') {
    // A tap focuses what it presses (some controls act on focus, such as tabs).
    item.element.focus({ preventScroll: true });
    item.element.click();
  } else if (item.kind === 'submit') {
    const submitter =
      item.submitter?.isConnected && formOf(item.submitter) === item.element ? item.submitter : null;
    item.element.requestSubmit(submitter);
  } else if (item.kind === 'key') {
    item.element.focus({ preventScroll: true });
    const init = { key: item.key, shiftKey: item.shiftKey, bubbles: true, cancelable: true };
    item.element.dispatchEvent(new KeyboardEvent('keydown', init));
    item.element.dispatchEvent(new KeyboardEvent('keyup', init));
  } else if (item.kind === 'value') {
    handBackValue(item.element, item.value);
  }
}

/**
 * Presses `element` at `at` of its width: a pointer going down, then, once the widget has drawn
 * the press (a slider commits on release only what it has drawn), up. A replayed press has no
 * live pointer for the widget to capture, so the element answers capture calls as if it had one.
 */
async function pressAt(state: EarlyEventState, element: HTMLElement, at: number): Promise<void> {
  const box = element.getBoundingClientRect();
  const point = { clientX: box.left + at * box.width, clientY: box.top + box.height / 2 };
  const capture = {
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    hasPointerCapture: () => true,
  };
  for (const [name, value] of Object.entries(capture))
    Object.defineProperty(element, name, { value, configurable: true });
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  const init = {
    ...point,
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
  };
  try {
    asReplay(state, () => element.dispatchEvent(new Pointer('pointerdown', { ...init, buttons: 1 })));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    asReplay(state, () => element.dispatchEvent(new Pointer('pointerup', { ...init, buttons: 0 })));
  } finally {
    for (const name of Object.keys(capture)) Reflect.deleteProperty(element, name);
  }
}

/** The form a control submits (the capture has a copy: it may use nothing from outside itself). */
function formOf(element: Element): HTMLFormElement | null {
  return (element as HTMLButtonElement).form ?? element.closest('form');
}

/**
 * Dispatches a replayed event, which the capture lets through. An element the app has changed so
 * that it cannot take the event (a thrown error) has it dropped.
 */
function asReplay(state: EarlyEventState, act: () => void): void {
  state.replaying = true;
  try {
    act();
  } catch {
    // Dropped: see above.
  } finally {
    state.replaying = false;
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
    if (item.kind !== 'value' || !item.element.isConnected || !ownedByReact(item.element)) return true;
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
    if (!element) continue;
    if (item.kind === 'point') await pressAt(state, element, item.at);
    else asReplay(state, () => dispatch({ ...item, element } as EarlyEvent));
    // The page acts on each event before the next is replayed (a sort after a category keeps it).
    await settled(timeoutMs);
  }
  state.live = true;
  replaying = false;
}
