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
  const report =
    (central: boolean) =>
    (entries: IntersectionObserverEntry[]): void => {
      for (const { target, isIntersecting } of entries) {
        if (!(target instanceof HTMLAnchorElement)) continue;
        if (isIntersecting) shown(target, central);
        else if (!central) hidden(target);
      }
    };
  const screen = new IntersectionObserver(report(false));
  const middle = new IntersectionObserver(report(true), { rootMargin: '-25% 0px' });
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
