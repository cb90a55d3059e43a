// The one place the shop reads a React internal. No public API says whether React has hydrated a
// given element yet, and the early-event replay must know it: an event handed to an element React
// does not own yet is lost, and a part of the page hydrates later than the rest (a lazily loaded
// section). React keeps each element's props on it under a key starting `__reactProps$` (the same
// since React 17); react-internals.test.tsx hydrates a page and fails when a release changes
// that. docs/how-to/upgrade-react-and-react-router.md says what to do then.

/** The start of the key under which React keeps a hydrated element's props. */
export const reactPropsKeyPrefix = '__reactProps$';

/** Whether React has hydrated (owns) `element`. */
export function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(reactPropsKeyPrefix));
}
