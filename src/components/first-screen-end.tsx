import { useMatches } from 'react-router';

/**
 * Where a page's first screen ends in its HTML. The browser paints nothing before it has parsed
 * this far (root.tsx's `<link rel="expect" blocking="render">`): without it, a slow phone paints
 * the page while its HTML is still being parsed, a row half-built (the header's buttons, a centred
 * link with no text yet), and moves that row when the rest arrives. What follows the marker is
 * below the first screen, so it can still be painted as it comes. Every page has exactly one:
 * the shop layout's after `<main>`, or the page's own (docs/decisions/0023-first-paint-whole.md).
 */
export const firstScreenEndId = 'first-screen-end';

/** A route's `handle` when its page places <FirstScreenEnd> itself, before `<main>`'s end. */
export const firstScreenInPage = { firstScreenEnd: 'in-page' } as const;

/** The marker, as a `<div>` or, inside a list, an `<li>`. Hidden: no box, not read out. */
export function FirstScreenEnd({ as: Tag = 'div' }: { as?: 'div' | 'li' }) {
  return <Tag id={firstScreenEndId} hidden />;
}

/** Whether the page shown places its own marker (its route's handle says so). */
export function usePageMarksFirstScreen(): boolean {
  return useMatches().some(
    (match) => (match.handle as { firstScreenEnd?: string } | undefined)?.firstScreenEnd === 'in-page',
  );
}
