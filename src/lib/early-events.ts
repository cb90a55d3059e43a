/**
 * Early events: no tap is lost while a page loads.
 *
 * A prerendered page shows its controls long before React has hydrated them (on a slow phone, a
 * second or more). `captureEarlyEvents` runs as an inline script in the document's head, before
 * anything else: it listens at the window, in the capture phase, to the shopper's presses, form
 * submissions, select changes, typing and the keys that move a slider or a tab, keeps them in order and marks each pressed control busy
 * (`data-early-pending`, styled in app.css without any layout shift). Once the app has hydrated,
 * `replayEarlyEvents` gives them back to it one by one, each as soon as React owns its element
 * (a part that hydrates later, such as a lazily loaded section, is waited for), so each takes effect
 * exactly once and in order. Links are left alone: they work before hydration. This is the idea of
 * Angular's event replay and Google's JSAction, applied to React's own DOM listeners.
 * docs/decisions/0006-early-event-replay.md has the measurements and what was rejected.
 */

/** What the inline script keeps, in the order the shopper did it. */
export type EarlyEvent = (
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; element: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'value'; element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string }
  | { kind: 'key'; element: HTMLElement; key: string; shiftKey: boolean }
  /** A press on a slider (its track, before its thumbs show), at `at` (0..1) of its width. */
  | { kind: 'point'; element: HTMLElement; at: number }
) & {
  /**
   * Where the element stood (a CSS path from the body): a part of the page that React renders
   * anew instead of hydrating it (a boundary updated before it hydrated) has a new element there.
   */
  path: string;
};

export interface EarlyEventState {
  queue: EarlyEvent[];
  /**
   * True once the queue has been given to the app: events then go straight to React, except on
   * elements React has not hydrated yet (a lazily loaded part), which are still kept.
   */
  live: boolean;
  /** Set by the replay: starts it again for an event kept after the page went live. */
  wake?: () => void;
  /** True while a replayed event is being dispatched (the capture lets it through). */
  replaying: boolean;
}

declare global {
  interface Window {
    __luminaEarlyEvents?: EarlyEventState;
  }
}

/** The attribute that shows a pressed control is waiting for the app. */
export const pendingAttribute = 'data-early-pending';

/**
 * Installs the capture. Self-contained and plain JavaScript: it is written into every page as an
 * inline script (allowed by its hash in the CSP), so it may use nothing from outside itself.
 */
export function captureEarlyEvents(pending: string): void {
  if (window.__luminaEarlyEvents) return;
  const state: EarlyEventState = { queue: [], live: false, replaying: false };
  window.__luminaEarlyEvents = state;
  const controls =
    'button,[role="button"],[role="tab"],[role="checkbox"],[role="switch"],[role="radio"],[role="option"],input[type="checkbox"],input[type="radio"],input[type="submit"],label,summary';
  // Keys a widget acts on that do not click (a slider's thumb, tabs, a radio group, a menu).
  const keyWidgets = '[role="slider"],[role="tab"],[role="radio"],[role^="menuitem"],[role="option"]';
  // A slider (Radix: a root whose children hold the thumbs) acts on the pointer going down.
  const sliders = ':has(> * > [role="slider"])';
  const widgetKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
  const formOf = (element: Element) => (element as HTMLButtonElement).form ?? element.closest('form');
  /** A form is sent once, however often it was submitted before the app could act (double taps). */
  const formQueued = (form: Element | null) =>
    form !== null &&
    state.queue.some(
      (item) =>
        (item.kind === 'submit' && item.element === form) ||
        (item.kind === 'click' && item.element.matches('[type="submit"]') && formOf(item.element) === form),
    );
  const pathOf = (element: Element) => {
    const steps: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      let nth = 1;
      for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
        nth += 1;
      steps.unshift(`${node.localName}:nth-child(${nth})`);
    }
    return ['body', ...steps].join('>');
  };
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  /** React has hydrated the element (it keeps the element's props under `__reactProps$<id>`). */
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  /** Whether to keep an event on `element`: before the app is live, or on a part not hydrated yet. */
  const keeps = (element: Element) => !state.live || !hydrated(element);
  const onEvent = (event: Event) => {
    const target = event.target;
    // (A capture whose state was replaced, as tests do, stands down.)
    if (window.__luminaEarlyEvents !== state || state.replaying || !(target instanceof Element)) return;
    const queued = state.queue.length;
    if (event.type === 'click') {
      // Links navigate by themselves; a press inside one is the link's.
      if (target.closest('a[href]')) return;
      const control = target.closest(controls);
      if (!(control instanceof HTMLElement) || !keeps(control)) return;
      hold(event);
      const submits =
        control.matches('[type="submit"]') ||
        (control.localName === 'button' && !control.getAttribute('type') && formOf(control) !== null);
      if (submits && formQueued(formOf(control))) return;
      control.setAttribute(pending, '');
      state.queue.push({ kind: 'click', element: control, path: pathOf(control) });
    } else if (event.type === 'submit' && target instanceof HTMLFormElement && keeps(target)) {
      hold(event);
      if (formQueued(target)) return;
      target.setAttribute(pending, '');
      const submitter = (event as SubmitEvent).submitter;
      state.queue.push({
        kind: 'submit',
        element: target,
        submitter: submitter instanceof HTMLElement ? submitter : null,
        path: pathOf(target),
      });
    } else if (event.type === 'pointerdown') {
      const pointer = event as PointerEvent;
      let slider: Element | null = null;
      try {
        slider = target.closest(sliders);
      } catch {
        return; // A browser without :has() leaves the slider to the app.
      }
      const box = slider?.getBoundingClientRect();
      if (!(slider instanceof HTMLElement) || !box?.width || pointer.button !== 0 || !keeps(slider)) return;
      slider.setAttribute(pending, '');
      state.queue.push({
        kind: 'point',
        element: slider,
        at: (pointer.clientX - box.left) / box.width,
        path: pathOf(slider),
      });
    } else if (event.type === 'keydown') {
      const key = event as KeyboardEvent;
      const widget = target.closest(keyWidgets);
      if (!(widget instanceof HTMLElement) || !widgetKeys.includes(key.key) || key.altKey) return;
      if (key.ctrlKey || key.metaKey || !keeps(widget)) return;
      // Held, so the page does not scroll instead; the widget takes the key once the app is there.
      hold(event);
      widget.setAttribute(pending, '');
      state.queue.push({
        kind: 'key',
        element: widget,
        key: key.key,
        shiftKey: key.shiftKey,
        path: pathOf(widget),
      });
    } else if (
      (event.type === 'input' || event.type === 'change') &&
      (target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement) &&
      !(target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) &&
      keeps(target)
    ) {
      // The field keeps what was typed; its latest value is handed to the app once.
      state.queue = state.queue.filter((item) => item.element !== target);
      state.queue.push({ kind: 'value', element: target, value: target.value, path: pathOf(target) });
    }
    if (state.live && state.queue.length > queued) state.wake?.();
  };
  for (const type of ['click', 'submit', 'input', 'change', 'keydown', 'pointerdown'])
    window.addEventListener(type, onEvent, true);
}

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

/** The inline script for the document's head. */
export const earlyEventsScript = `(${captureEarlyEvents.toString()})(${JSON.stringify(pendingAttribute)})`;
