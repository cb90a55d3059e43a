import { useState } from 'react';

/**
 * `value`, kept the same object while it stays equal as JSON: for plain data made anew on each
 * render or answer (facet choices parsed from the address, facet counts from the catalogue
 * worker), so memoised components given it are not rendered anew for nothing.
 */
export function useSteadyValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || JSON.stringify(kept) === JSON.stringify(value)) return kept;
  setKept(value);
  return value;
}
