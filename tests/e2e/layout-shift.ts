// Layout shifts as the browser reports them (the entries behind CLS), summed from the page's start.
import type { Page } from '@playwright/test';

/** Starts recording before the page's first paint (call before page.goto). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { total: 0, sources: [] as string[], observer: null as unknown as PerformanceObserver };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries) {
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        // What CLS counts: shifts not caused by the shopper's own input in the last 500 ms.
        if (shift.hadRecentInput) continue;
        state.total += shift.value;
        for (const source of shift.sources ?? []) {
          const node = source.node;
          const name = node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName);
          const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
          // When and where: enough to tell a reflow from a late style or a size change.
          state.sources.push(
            `${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms on ${location.pathname}: ` +
              `${rect(source.previousRect)} -> ${rect(source.currentRect)} ${name}`,
          );
        }
      }
    };
    state.observer = new PerformanceObserver((list) => add(list.getEntries()));
    state.observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __shift: typeof state & { add: typeof add } }).__shift = Object.assign(state, {
      add,
    });
  });
}

/** The shifts recorded so far, once the frame that drew the last change has been painted. */
export function layoutShifts(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as {
              __shift: {
                total: number;
                sources: string[];
                observer: PerformanceObserver;
                add: (entries: PerformanceEntryList) => void;
              };
            };
            w.__shift.add(w.__shift.observer.takeRecords());
            resolve({ total: w.__shift.total, sources: w.__shift.sources });
          }),
        );
      }),
  );
}
