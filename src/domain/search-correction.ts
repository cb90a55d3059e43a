/**
 * What a shopper most likely meant by a search that finds nothing (docs/shop-rules.md, Search).
 * Each term no product contains is replaced by the first of these that does: the shop owner's
 * synonym for it; its singular or plural ('keyboards' -> 'keyboard'); the word joined with the
 * next term or split at a hyphen or space the catalogue writes ('tshirt' -> 't-shirt'); a
 * catalogue word of 4 or more letters within one edit, of 8 or more within two (a letter changed,
 * dropped, added, or two neighbours swapped). Terms some product contains are kept as typed.
 * Pure: the catalogue is asked through `CorrectionSources`.
 */
import { editDistance } from './edit-distance';
import type { SearchVocabulary } from './search-vocabulary';

export interface CorrectionSources {
  /** Whether some product's search text contains the (lower-case) text. */
  occurs: (text: string) => boolean;
  /** Whether some product contains every one of the terms (the search rule). */
  findsAny: (terms: readonly string[]) => boolean;
  /** The catalogue's words, asked for only when a spelling or a join is tried. */
  vocabulary: () => SearchVocabulary;
  /** The shop owner's synonyms: a lower-case word -> the words searched instead. */
  synonyms?: Readonly<Record<string, string>>;
}

export const correctionLimits = {
  /** Shorter terms are only replaced by a synonym (a 4-letter word with one dropped has 3). */
  minLetters: 3,
  /** Catalogue words this long may be one edit away from the term. */
  oneEditFrom: 4,
  /** Catalogue words this long may be two edits away. */
  twoEditsFrom: 8,
  /** A longer query is taken as typed (it is no shopper's slip). */
  maxTerms: 6,
  maxTermLength: 40,
} as const;

interface Fix {
  terms: string[];
  /** How many of the query's terms it replaces (two when a term is joined with the next). */
  consumed: number;
}

const letterCount = (term: string) => Array.from(term).length;

/** The singular and plural forms of a term, most likely first. */
export function numberForms(term: string): string[] {
  const forms: string[] = [];
  if (term.endsWith('ies')) forms.push(`${term.slice(0, -3)}y`);
  if (term.endsWith('ves')) forms.push(`${term.slice(0, -3)}f`, `${term.slice(0, -3)}fe`);
  if (term.endsWith('s') && !term.endsWith('ss')) forms.push(term.slice(0, -1));
  if (term.endsWith('es')) forms.push(term.slice(0, -2));
  if (!term.endsWith('s')) {
    if (term.endsWith('y')) forms.push(`${term.slice(0, -1)}ies`);
    if (term.endsWith('fe')) forms.push(`${term.slice(0, -2)}ves`);
    else if (term.endsWith('f')) forms.push(`${term.slice(0, -1)}ves`);
    forms.push(`${term}s`, `${term}es`);
  }
  return forms.filter((form) => letterCount(form) >= 3);
}

function* synonymFixes(term: string, { occurs, synonyms }: CorrectionSources): Generator<Fix> {
  if (!synonyms || !Object.hasOwn(synonyms, term)) return;
  const terms = (synonyms[term] ?? '').split(/\s+/u).filter(Boolean);
  if (terms.length > 0 && terms.every(occurs)) yield { terms, consumed: 1 };
}

function* numberFixes(term: string, { occurs }: CorrectionSources): Generator<Fix> {
  for (const form of numberForms(term)) if (occurs(form)) yield { terms: [form], consumed: 1 };
}

/** 't-shirt' for 'tshirt' (or 't shirt', as the catalogue writes it); 'tshirt' for 't-shirt'; 'keyboard' for 'key board'. */
function* joinFixes(term: string, next: string | undefined, sources: CorrectionSources): Generator<Fix> {
  const { counts } = sources.vocabulary();
  const unhyphenated = term.replaceAll('-', '');
  if (unhyphenated !== term && unhyphenated && counts.has(unhyphenated)) {
    yield { terms: [unhyphenated], consumed: 1 };
  }
  if (next !== undefined) {
    const joined = `${unhyphenated}${next.replaceAll('-', '')}`;
    if (counts.has(joined)) yield { terms: [joined], consumed: 2 };
  }
  for (let at = 1; at < term.length; at++) {
    const left = term.slice(0, at);
    const right = term.slice(at);
    if (!counts.has(left) || !counts.has(right)) continue;
    if (sources.occurs(`${left}-${right}`)) yield { terms: [`${left}-${right}`], consumed: 1 };
    if (sources.occurs(`${left} ${right}`)) yield { terms: [left, right], consumed: 1 };
  }
}

/** How many spellings are tried for one term, closest first. */
const spellingCandidates = 8;

/** The edits a catalogue word may be away from what was typed. */
function editsAllowed(word: string): number {
  const letters = letterCount(word);
  return letters >= correctionLimits.twoEditsFrom ? 2 : letters >= correctionLimits.oneEditFrom ? 1 : 0;
}

/** The catalogue words close to the term or one of its forms: the closest first, then the more used. */
export function spellings(term: string, vocabulary: SearchVocabulary): string[] {
  const { counts, byLength } = vocabulary;
  const close = new Map<string, number>();
  for (const typed of [term, ...numberForms(term)]) {
    for (let length = typed.length - 2; length <= typed.length + 2; length++) {
      for (const word of byLength.get(length) ?? []) {
        const max = editsAllowed(word);
        if (max === 0) continue;
        const distance = editDistance(typed, word, max);
        if (distance <= max && distance < (close.get(word) ?? Infinity)) close.set(word, distance);
      }
    }
  }
  return [...close]
    .sort(
      ([a, da], [b, db]) =>
        da - db || (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
    )
    .slice(0, spellingCandidates)
    .map(([word]) => word);
}

function* spellingFixes(term: string, sources: CorrectionSources): Generator<Fix> {
  for (const word of spellings(term, sources.vocabulary())) yield { terms: [word], consumed: 1 };
}

/** The ways to read one term no product contains, in the order they are tried. */
function* fixesFor(term: string, next: string | undefined, sources: CorrectionSources): Generator<Fix> {
  yield* synonymFixes(term, sources);
  if (letterCount(term) < correctionLimits.minLetters) return;
  yield* numberFixes(term, sources);
  yield* joinFixes(term, next, sources);
  yield* spellingFixes(term, sources);
}

/** The first reading of terms[i] with which `others(fix)` finds products. */
function firstFix(
  terms: readonly string[],
  i: number,
  sources: CorrectionSources,
  others: (fix: Fix) => string[],
): Fix | null {
  for (const fix of fixesFor(terms[i] ?? '', terms[i + 1], sources)) {
    if (sources.findsAny(others(fix))) return fix;
  }
  return null;
}

/**
 * The terms the shopper most likely meant, or null when the query is taken as typed: it finds
 * products already, a term cannot be corrected, or the query is too long to be a slip. First each
 * term no product contains is read, left to right, as the first reading that still finds products
 * with the terms before it (and the later ones some product contains). When every term is then
 * found but not together, one of the terms typed ('shes', which 'washes' contains) is read again.
 */
export function correctTerms(terms: readonly string[], sources: CorrectionSources): string[] | null {
  if (terms.length === 0 || terms.length > correctionLimits.maxTerms) return null;
  if (terms.some((term) => term.length > correctionLimits.maxTermLength)) return null;
  if (sources.findsAny(terms)) return null;
  // Each entry: the words a term of the query now stands for, and whether it was read anew.
  const read: { words: string[]; fixed: boolean }[] = [];
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] ?? '';
    if (sources.occurs(term)) {
      read.push({ words: [term], fixed: false });
      continue;
    }
    const before = read.flatMap((r) => r.words);
    const fix = firstFix(terms, i, sources, (f) => [
      ...before,
      ...f.terms,
      ...terms.slice(i + f.consumed).filter(sources.occurs),
    ]);
    if (!fix) return null;
    read.push({ words: fix.terms, fixed: true });
    i += fix.consumed - 1;
  }
  const words = () => read.flatMap((r) => r.words);
  if (sources.findsAny(words())) return words();
  for (const [at, entry] of read.entries()) {
    if (entry.fixed) continue;
    const fix = firstFix(entry.words, 0, sources, (f) => [
      ...read.slice(0, at).flatMap((r) => r.words),
      ...f.terms,
      ...read.slice(at + 1).flatMap((r) => r.words),
    ]);
    if (fix) {
      read[at] = { words: fix.terms, fixed: true };
      return words();
    }
  }
  return null;
}
