/** What `watchLinksOnScreen` reports. */
export interface LinksOnScreen {
  /** `anchor` came on screen; `central`: it is in the middle half of the screen. */
  shown: (anchor: HTMLAnchorElement, central: boolean) => void;
  /** `anchor` left the screen. */
  hidden: (anchor: HTMLAnchorElement) => void;
}

/**
 * Watches the page's links, those added later too, as they come on screen and leave it, and as they
 * reach the middle half of the screen: where a shopper who has stopped scrolling is looking (a link
 * shown on screen is reported again once it is central). Returns a function that stops watching;
 * where the browser cannot watch (no IntersectionObserver), it watches nothing.
 */
export function watchLinksOnScreen({ shown, hidden }: LinksOnScreen): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  const anchorsOf = (entries: IntersectionObserverEntry[], intersecting: boolean) =>
    entries
      .filter((entry) => entry.isIntersecting === intersecting)
      .map((entry) => entry.target)
      .filter((target) => target instanceof HTMLAnchorElement);
  const screen = new IntersectionObserver((entries) => {
    for (const anchor of anchorsOf(entries, true)) shown(anchor, false);
    for (const anchor of anchorsOf(entries, false)) hidden(anchor);
  });
  const middle = new IntersectionObserver(
    (entries) => {
      for (const anchor of anchorsOf(entries, true)) shown(anchor, true);
    },
    { rootMargin: '-25% 0px' },
  );
  const observe = (anchor: Element) => {
    screen.observe(anchor);
    middle.observe(anchor);
  };
  const observeLinks = (root: ParentNode) => root.querySelectorAll('a[href]').forEach(observe);
  observeLinks(document);
  const added = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node instanceof HTMLAnchorElement) observe(node);
        else if (node instanceof Element) observeLinks(node);
      }
  });
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    screen.disconnect();
    middle.disconnect();
    added.disconnect();
  };
}
