import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createPrefetchQueue } from './prefetch-queue';

/** Takes every page, in order. */
function drain(queue: ReturnType<typeof createPrefetchQueue>): string[] {
  const taken: string[] = [];
  for (let page = queue.take(); page !== undefined; page = queue.take()) taken.push(page);
  return taken;
}

describe('createPrefetchQueue: which page is fetched ahead next', () => {
  test('the most likely first, and among pages as likely the one needing the fewest files', () => {
    const files: Record<string, number> = {
      '/products': 14,
      '/contact': 3,
      '/about': 2,
      '/cart': 6,
      '/faq': 3,
    };
    const queue = createPrefetchQueue((page) => files[page] ?? 0);
    queue.add('/products', 2);
    queue.add('/contact', 2);
    queue.add('/cart', 1);
    queue.add('/faq', 2);
    queue.add('/about', 2);
    // /contact and /faq need as many files: the first queued goes first.
    expect(drain(queue)).toEqual(['/cart', '/about', '/contact', '/faq', '/products']);
  });

  test('the cost is asked when a page is taken: files another page brought meanwhile no longer count', () => {
    const files: Record<string, number> = { '/login': 12, '/contact': 4 };
    const queue = createPrefetchQueue((page) => files[page] ?? 0);
    queue.add('/login', 2);
    queue.add('/contact', 2);
    files['/login'] = 1;
    expect(queue.take()).toBe('/login');
  });

  test('a page moves up to a better rank, never down, and is queued once', () => {
    const queue = createPrefetchQueue(() => 1);
    expect(queue.add('/a', 2)).toBe(true);
    expect(queue.add('/b', 2)).toBe(true);
    expect(queue.add('/b', 0)).toBe(true);
    expect(queue.add('/b', 2)).toBe(false);
    expect(queue.add('/a', 2)).toBe(false);
    expect(drain(queue)).toEqual(['/b', '/a']);
  });

  test('a page scrolled away leaves, unless it is under the pointer or focused', () => {
    const queue = createPrefetchQueue(() => 1);
    queue.add('/a', 2);
    queue.add('/b', 0);
    queue.add('/c', 1);
    queue.drop('/a');
    queue.drop('/b');
    queue.drop('/missing');
    expect(drain(queue)).toEqual(['/b', '/c']);
  });

  test('any pages, ranks and costs: each queued page comes out once, by rank, then cost, then order queued', () => {
    const item = fc.record({
      page: fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f'),
      rank: fc.integer({ min: 0, max: 2 }),
    });
    const costs = fc.dictionary(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f'), fc.nat(20));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), costs, (items, cost) => {
        const queue = createPrefetchQueue((page) => cost[page] ?? 0);
        // The model: each page's best rank, and the position it took when last queued or moved up.
        const best = new Map<string, { rank: number; order: number }>();
        items.forEach(({ page, rank }, order) => {
          queue.add(page, rank);
          const known = best.get(page);
          if (!known || rank < known.rank) best.set(page, { rank, order });
        });
        const expected = [...best.entries()]
          .sort(([a, x], [b, y]) => x.rank - y.rank || (cost[a] ?? 0) - (cost[b] ?? 0) || x.order - y.order)
          .map(([page]) => page);
        expect(drain(queue)).toEqual(expected);
      }),
    );
  });
});
