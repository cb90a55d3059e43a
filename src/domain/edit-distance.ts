/**
 * The number of single-letter edits between two words (a letter changed, dropped or added, or two
 * neighbours swapped: each counts one; the "optimal string alignment" distance), when it is at
 * most `max`; otherwise `max + 1`. Compares UTF-16 code units, as the search compares text.
 * Gives up on a pair as soon as every alignment needs more than `max` edits, so a catalogue's
 * words can be compared with a query quickly.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rows: the one before last (for swaps), the last and the current.
  let before = new Int32Array(width);
  let last = new Int32Array(width);
  let row = new Int32Array(width);
  for (let j = 0; j < width; j++) last[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const same = a.charCodeAt(i - 1) === b.charCodeAt(j - 1);
      let d = Math.min((last[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (last[j - 1] ?? 0) + (same ? 0 : 1));
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      }
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, last, row] = [last, row, before];
  }
  return Math.min(last[b.length] ?? max + 1, max + 1);
}
