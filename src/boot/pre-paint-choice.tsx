import type * as React from 'react';
import { useCallback, useSyncExternalStore } from 'react';

/** The inline script that runs `test(arg)` while the HTML is parsed and marks its parent element. */
export function prePaintScript<A>(test: (arg: A) => boolean, arg: A): string {
  return `if((${test.toString()})(${JSON.stringify(arg)}))document.currentScript.parentElement.setAttribute("data-pre-paint","")`;
}

const noSubscription = () => () => undefined;
/** Unknown while prerendering and hydrating: the inline script and CSS decide then. */
const unknownOnServer = () => null;

interface PrePaintChoiceProps<A> {
  /**
   * What decides, from something only the browser knows (storage, the query string). It must be
   * self-contained and plain JavaScript: it is also written into the page as an inline script.
   */
  test: (arg: A) => boolean;
  /** Its argument, written into the page as JSON. */
  arg: A;
  whenTrue: React.ReactNode;
  whenFalse: React.ReactNode;
}

/**
 * For a prerendered state that depends on the browser: both states are in the HTML and an inline
 * script picks one before the first paint, so the page never flashes the wrong one while the
 * JavaScript loads. Rendered in the browser (not hydrated) it runs the test itself. The CSP allows
 * the script by its hash, computed from the build like React Router's own.
 */
export function PrePaintChoice<A>({ test, arg, whenTrue, whenFalse }: PrePaintChoiceProps<A>) {
  const now = useCallback(() => test(arg), [test, arg]);
  const chosen = useSyncExternalStore(noSubscription, now, unknownOnServer);
  return (
    <div className="group" data-pre-paint={chosen ? '' : undefined} suppressHydrationWarning>
      <script dangerouslySetInnerHTML={{ __html: prePaintScript(test, arg) }} />
      {chosen !== true ? <div className="group-data-[pre-paint]:hidden">{whenFalse}</div> : null}
      {chosen !== false ? <div className="hidden group-data-[pre-paint]:block">{whenTrue}</div> : null}
    </div>
  );
}
