/**
 * Whether React has hydrated an element, asked by the early-event replay (early-event-replay.ts)
 * once the page has hydrated: every part that hydrates later goes through hydrates-later.tsx,
 * whose box carries this attribute until its content is hydrated.
 */

/** The attribute on the box of a part React has not hydrated yet. */
export const hydratingAttribute = 'data-hydrating';

/** Whether React has hydrated `element`, the page having hydrated: no part around it still waits. */
export function hydratedElement(element: Element): boolean {
  return element.closest(`[${hydratingAttribute}]`) === null;
}
