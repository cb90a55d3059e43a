import type * as React from 'react';

interface InPageLinkProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  /** The id of the element to bring into view; it should be focusable (tabIndex={-1}). */
  targetId: string;
}

/** A click the page may take over: the main button, no modifier key, not already handled. */
export function isPlainClick(event: MouseEvent): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/**
 * Scrolls the element with this id to the top (smoothly unless reduced motion is preferred) and
 * moves focus there; false when the page has no such element.
 */
export function moveToSection(targetId: string): boolean {
  const target = document.getElementById(targetId);
  if (!target) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * A link to a section of the same page. It works as a plain fragment link before hydration; after
 * it, a click brings the section into view and moves focus there (moveToSection), so keyboard and
 * screen-reader users continue from the section.
 */
export function InPageLink({ targetId, onClick, children, ...props }: InPageLinkProps) {
  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (isPlainClick(event.nativeEvent) && moveToSection(targetId)) event.preventDefault();
  }
  return (
    <a href={`#${targetId}`} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
