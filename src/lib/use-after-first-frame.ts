import { startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { afterNextPaint } from './after-next-paint';

/**
 * Whether the part of a page below its first screen (reviews, related products) renders yet.
 * On a page reached by a link (a push or replace navigation) it is false on the first render, so
 * the frame showing the new page's heading comes sooner on a slow phone, and true just after that
 * frame is painted (rendered in a transition, in short slices). Everywhere else it is true from the
 * start: in the prerendered HTML and at hydration (their location counts as a pop), on back and
 * forward (the scroll position is restored at once, on the whole page) and on an address with a
 * #fragment (scrolled to on the first render). Decision 0019. With `when` false it is always true.
 * With 'late', for content that only ever comes after its page's first frame (an answer the page
 * waited for, such as search results), it is false on the first render whatever the move: such
 * content is in no prerendered HTML and no restored scroll position.
 */
export function useAfterFirstFrame(when: boolean | 'late' = true): boolean {
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [shown, setShown] = useState(!when || (when === true && (navigationType === 'POP' || hash !== '')));
  useEffect(() => {
    if (shown) return;
    return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
