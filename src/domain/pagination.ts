/** Pages of a long list: which items a page shows and which page links to offer. */

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page number the list has: anything else (0, past the end, NaN) becomes the nearest page. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pages);
}

/** The items of a page (1-based); an out-of-range page is clamped. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const current = clampPage(page, pageCount(items.length, perPage));
  return items.slice((current - 1) * perPage, current * perPage);
}

/**
 * The page links to show: the first and last page, the current one and its neighbours, with
 * 'gap' where pages are left out: 1 … 4 5 6 … 20.
 */
export function pageLinks(current: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const page of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && page - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) out.push('gap');
    out.push(page);
  }
  return out;
}

/** A page number from the URL: a whole number from 1 (at most 6 digits), else 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
