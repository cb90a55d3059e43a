/**
 * Early events: no tap is lost while a page loads.
 *
 * A prerendered page shows its controls long before React has hydrated them (on a slow phone, a
 * second or more). `captureEarlyEvents` runs as an inline script in the document's head, before
 * anything else: it listens at the window, in the capture phase, to the shopper's presses, form
 * submissions, select changes, typing, the keys that move a slider or a tab and a press on a
 * slider, keeps them in order and marks each pressed control busy (`data-early-pending`, styled
 * in app.css without any layout shift). Once the app has hydrated, `replayEarlyEvents`
 * (early-event-replay.ts) gives them back to it one by one, each as soon as React owns its
 * element (a part that hydrates later, such as a lazily loaded section, is waited for), so each
 * takes effect exactly once and in order. Links are left alone: they work before hydration. This
 * is the idea of Angular's event replay and Google's JSAction, applied to React's own DOM
 * listeners. docs/decisions/0006-early-event-replay.md has the decision; the measurements and what
 * was rejected are in bench/decisions/0006-early-event-replay.md.
 */

import { hydratingAttribute } from './hydrated-element';

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
export function captureEarlyEvents(pending: string, hydrating: string): void {
  if (window.__luminaEarlyEvents) return;
  const state: EarlyEventState = { queue: [], live: false, replaying: false };
  window.__luminaEarlyEvents = state;
  const controls =
    'button,[role="button"],[role="tab"],[role="checkbox"],[role="switch"],[role="radio"],[role="option"],input[type="checkbox"],input[type="radio"],input[type="submit"],label,summary';
  // Keys a widget acts on that do not click (a slider's thumb, tabs, a radio group, a menu).
  const keyWidgets = '[role="slider"],[role="tab"],[role="radio"],[role^="menuitem"],[role="option"]';
  // A slider (Radix: a root whose children hold the thumbs) acts on the pointer going down.
  const sliders = ':has(> * > [role="slider"])';
  const widgetKeys = /^(?:Arrow(?:Left|Right|Up|Down)|Home|End|Page(?:Up|Down))$/u;
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
  /** React has hydrated the element, the page being live (`hydratedElement`, inlined here). */
  const hydrated = (element: Element) => element.closest(`[${hydrating}]`) === null;
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
      if (!(widget instanceof HTMLElement) || !widgetKeys.test(key.key) || key.altKey) return;
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

/**
 * The inline script for the document's head. A function, not a constant: a build with the
 * machinery off (handover.tsx) then drops the capture from the JavaScript too.
 */
export function earlyEventsScript(): string {
  return `(${captureEarlyEvents.toString()})(${JSON.stringify(pendingAttribute)},${JSON.stringify(hydratingAttribute)})`;
}
