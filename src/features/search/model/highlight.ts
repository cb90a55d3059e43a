/**
 * The parts of a product name a query's terms match, for the header's suggestions (pure). Every
 * place a term occurs is marked, case-insensitively; overlapping or touching places merge.
 */
import { queryTerms } from '@/domain/query-text';

export interface TextPart {
  text: string;
  matched: boolean;
}

export function highlightParts(text: string, query: string): TextPart[] {
  const lower = text.toLowerCase();
  const terms = queryTerms(query);
  // A name whose lower-case form changes length (a few scripts do) is shown unmarked.
  if (terms.length === 0 || lower.length !== text.length) return text ? [{ text, matched: false }] : [];
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      ranges.push([at, at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: TextPart[] = [];
  let shown = 0;
  for (const [start, end] of ranges) {
    if (end <= shown) continue;
    const from = Math.max(start, shown);
    if (from > shown) parts.push({ text: text.slice(shown, from), matched: false });
    const last = parts[parts.length - 1];
    if (last?.matched && from === shown) last.text += text.slice(from, end);
    else parts.push({ text: text.slice(from, end), matched: true });
    shown = end;
  }
  if (shown < text.length) parts.push({ text: text.slice(shown), matched: false });
  return parts;
}
