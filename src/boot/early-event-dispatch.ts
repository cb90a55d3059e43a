/**
 * How the replay (early-event-replay.ts) gives a captured event back to the page: a click, a form
 * submission, a key, a field's value or a press on a slider, dispatched so that React's own
 * listeners take it as they would the shopper's.
 */
import type { EarlyEvent, EarlyEventState } from './early-events';

/** Sets a field's value so that React sees a change and calls the field's onChange. */
export function handBackValue(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
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

export function dispatch(item: EarlyEvent): void {
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
 * Presses `element` at `at` of its width: a pointer going down, then, once the page has settled
 * (a slider commits on release only what it has drawn), up. A replayed press has no
 * live pointer for the widget to capture, so the element answers capture calls as if it had one.
 */
export async function pressAt(
  state: EarlyEventState,
  element: HTMLElement,
  at: number,
  settled: () => Promise<void>,
): Promise<void> {
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
    // Not a fixed frame: on a busy phone React may not have drawn the press one frame later.
    await settled();
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
export function asReplay(state: EarlyEventState, act: () => void): void {
  state.replaying = true;
  try {
    act();
  } catch {
    // Dropped: see above.
  } finally {
    state.replaying = false;
  }
}
