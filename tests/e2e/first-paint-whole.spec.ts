// The first paint shows a whole first screen (docs/decisions/0023-first-paint-whole.md). A slow
// phone paints a page while its HTML is still being parsed; root.tsx's <link rel="expect"
// blocking="render"> holds the paint until the parser has passed the page's first-screen marker.
// This checks, without timing, that no parse from that marker on can move anything on the first
// screen: the prerendered page (its scripts off) is cut back node by node, as a parser would have
// stopped, and each first-screen element must sit where it sits in the whole page.
import { ROUTES, expect, test } from './fixtures';

interface Cut {
  /** How many elements have the id the page's paint waits for: one, or the paint waits for the whole page. */
  markers: number;
  /** Where the marker's page is not whole: what moved, where to, and where the HTML was cut. */
  moves: string[];
  /** How many first-screen elements were checked. */
  checked: number;
}

/** Runs in the page: the cuts from the end of the HTML back to the marker. */
function cutBackToMarker(): Cut {
  const link = document.querySelector('link[rel="expect"][blocking="render"]');
  const id = link?.getAttribute('href')?.slice(1) ?? '';
  const markers = document.querySelectorAll(`[id="${id}"]`).length;
  const marker = document.getElementById(id);
  if (!marker) return { markers, moves: [], checked: 0 };
  const nodes: Node[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
  // Chrome counts a layout shift from 3 CSS px (its layout shift tracker's threshold).
  const threshold = 3;
  const name = (node: Node) =>
    node instanceof Element
      ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">`.slice(0, 90)
      : JSON.stringify((node.textContent ?? '').slice(0, 30));
  const firstScreen = new Map<Element, DOMRect>();
  let last = 0;
  nodes.forEach((node, index) => {
    if (!(node instanceof Element)) return;
    const box = node.getBoundingClientRect();
    if ((box.width > 0 || box.height > 0) && box.top < innerHeight && box.bottom > 0) {
      firstScreen.set(node, box);
      last = index;
    }
  });
  const moves: string[] = [];
  const check = (cutAfter: Node) => {
    for (const [element, whole] of firstScreen) {
      if (!element.isConnected) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (Math.abs(box.x - whole.x) < threshold && Math.abs(box.y - whole.y) < threshold) continue;
      moves.push(
        `${name(element)} at ${Math.round(box.x)},${Math.round(box.y)}, in the whole page ` +
          `${Math.round(whole.x)},${Math.round(whole.y)}, with the HTML cut after ${name(cutAfter)}`,
      );
      firstScreen.delete(element);
    }
  };
  const checked = firstScreen.size;
  // Past the first screen's last element (and a margin) in one cut, then node by node.
  const markerAt = nodes.indexOf(marker);
  const from = Math.max(markerAt, Math.min(nodes.length - 1, last + 40));
  for (let index = nodes.length - 1; index > from; index -= 1) (nodes[index] as ChildNode).remove();
  check(nodes[from]!);
  for (let index = from; index > markerAt; index -= 1) {
    (nodes[index] as ChildNode).remove();
    check(nodes[index - 1]!);
  }
  return { markers, moves, checked };
}

const SCREENS = [
  { name: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'a desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

test.use({ javaScriptEnabled: false });

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);
    for (const route of ROUTES) {
      test(`${route}: nothing on the first screen moves once its paint may begin`, async ({ page }) => {
        await page.goto(route);
        const cut = await page.evaluate(cutBackToMarker);
        // One marker: none makes the paint wait for the whole page (and Chrome warn), two is a page
        // marking its own end without its route's handle saying so.
        expect(cut.markers, `${route} marks its first screen's end once`).toBe(1);
        expect(cut.checked, `${route}: its first screen was checked`).toBeGreaterThan(5);
        expect(cut.moves, `${route}: moved as its HTML arrived`).toEqual([]);
      });
    }
  });
}
