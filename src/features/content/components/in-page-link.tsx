import type * as React from 'react';

interface InPageLinkProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  /** The id of the element to bring into view; it should be focusable (tabIndex={-1}). */
  targetId: string;
}

/**
 * A link to a section of the same page. It works as a plain fragment link before hydration; after
 * it, a click scrolls the section to the top (smoothly unless reduced motion is preferred) and moves
 * focus there, so keyboard and screen-reader users continue from the section.
 */
export function InPageLink({ targetId, onClick, children, ...props }: InPageLinkProps) {
  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }
  return (
    <a href={`#${targetId}`} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
