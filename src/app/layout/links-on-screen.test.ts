// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { watchLinksOnScreen } from './links-on-screen';
import { linkRank } from './prefetch-queue';

/** A stand-in for the browser's IntersectionObserver: the test says what is on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  disconnected = false;
  constructor(
    readonly report: (entries: IntersectionObserverEntry[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports `targets` as (not) intersecting this observer's area. */
  show(targets: Element[], isIntersecting = true) {
    this.report(targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry));
  }
}

const page = () => {
  document.body.innerHTML = `
    <header data-sticky-header><a href="/">Home</a><a href="/cart" data-prefetch="early">Cart</a></header>
    <main><a href="/product/1">Product</a></main>
    <footer><a href="/contact">Contact</a></footer>`;
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === name) as HTMLAnchorElement;
  return link;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
  document.body.innerHTML = '';
});

describe('linkRank: how likely a tap on a link is', () => {
  test('pointed at first, the early link, the middle of the screen, the rest, the sticky header last', () => {
    const link = page();
    expect(linkRank(link('Home'), 'pointed')).toBe(0);
    expect(linkRank(link('Cart'), 'in view')).toBe(1);
    const order = [
      linkRank(link('Product'), 'central'),
      linkRank(link('Contact'), 'central'),
      linkRank(link('Product'), 'in view'),
      linkRank(link('Contact'), 'in view'),
      linkRank(link('Home'), 'central'),
    ];
    expect(order).toEqual([2, 3, 4, 5, 6]);
    expect(linkRank(link('Home'), 'in view')).toBe(6);
  });
});

describe('watchLinksOnScreen', () => {
  test('reports links coming on screen, reaching the middle of it and leaving it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const link = page();
    const seen: string[] = [];
    const stop = watchLinksOnScreen({
      shown: (anchor, central) => seen.push(`${anchor.textContent} ${central ? 'central' : 'shown'}`),
      hidden: (anchor) => seen.push(`${anchor.textContent} hidden`),
    });
    const [screen, middle] = FakeObserver.all;
    if (!screen || !middle) throw new Error('two observers expected');
    expect(screen.options.rootMargin).toBeUndefined();
    expect(middle.options.rootMargin).toBe('-25% 0px');
    expect(screen.watched.size).toBe(4);

    screen.show([link('Contact'), link('Home')]);
    middle.show([link('Contact')]);
    middle.show([link('Home')], false);
    screen.show([link('Contact')], false);
    expect(seen).toEqual(['Contact shown', 'Home shown', 'Contact central', 'Contact hidden']);

    // A link the page adds later is watched too.
    const later = Object.assign(document.createElement('a'), { href: '/faq' });
    document.querySelector('footer')?.append(later);
    await new Promise((resolve) => setTimeout(resolve));
    expect(screen.watched.has(later) && middle.watched.has(later)).toBe(true);

    stop();
    expect(FakeObserver.all.every((observer) => observer.disconnected)).toBe(true);
  });

  test('where the browser cannot watch, it reports nothing and stops cleanly', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    page();
    const shown = vi.fn();
    const stop = watchLinksOnScreen({ shown, hidden: shown });
    expect(() => stop()).not.toThrow();
    expect(shown).not.toHaveBeenCalled();
  });
});
