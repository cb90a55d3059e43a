/**
 * The catalogue's optional `synonyms.txt` (catalogue/README.md): one rule a line, read at build
 * time into the word -> words map a search that finds nothing tries first (domain/search-correction.ts).
 *
 *   sofa = couch = settee    each word searches for the first other one the catalogue has
 *   tee -> t-shirt           'tee' searches for 't-shirt' (one way; the right side may be words)
 *   # a comment
 *
 * Every problem is reported by line: a line that is neither form, a word given twice, a left side
 * of more than one word, a rule whose words no product has.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SYNONYMS_FILE = 'synonyms.txt';

type Report = (record: string, reason: string) => void;

/** `matches(words)`: whether some product has every one of the (lower-case) words. */
export function parseSynonyms(
  text: string,
  matches: (words: string[]) => boolean,
  report: Report,
): Record<string, string> {
  const synonyms: Record<string, string> = {};
  const definedOn = new Map<string, number>();
  const define = (word: string, target: string, line: number) => {
    const earlier = definedOn.get(word);
    if (earlier !== undefined) {
      report(`line ${line}`, `"${word}" already has a synonym on line ${earlier}`);
      return;
    }
    definedOn.set(word, line);
    synonyms[word] = target;
  };
  const wordsOf = (side: string) => side.trim().toLowerCase().split(/\s+/u).filter(Boolean);

  text.split(/\r?\n/u).forEach((raw, index) => {
    const line = index + 1;
    const rule = raw.trim();
    if (rule === '' || rule.startsWith('#')) return;
    if (rule.includes('->')) {
      const [left = '', right = '', ...more] = rule.split('->');
      const from = wordsOf(left);
      const to = wordsOf(right);
      if (more.length > 0 || from.length === 0 || to.length === 0 || rule.includes('=')) {
        report(`line ${line}`, `expected "word -> words", found "${rule}"`);
      } else if (from.length > 1) {
        report(`line ${line}`, `the left side must be one word, found "${left.trim()}"`);
      } else if (!matches(to)) {
        report(`line ${line}`, `no product has "${to.join(' ')}"`);
      } else {
        define(from[0] ?? '', to.join(' '), line);
      }
      return;
    }
    const members = rule.split('=').map(wordsOf);
    if (members.length < 2 || members.some((words) => words.length === 0)) {
      report(`line ${line}`, `expected "word = word" or "word -> words", found "${rule}"`);
      return;
    }
    if (members.some((words) => words.length > 1)) {
      report(`line ${line}`, `each side of "=" must be one word (use "->" for several), found "${rule}"`);
      return;
    }
    const words = members.map((w) => w[0] ?? '');
    const found = words.filter((word) => matches([word]));
    if (found.length === 0) {
      report(`line ${line}`, `no product has any of ${words.map((w) => `"${w}"`).join(', ')}`);
      return;
    }
    for (const word of words) {
      const target = found.find((other) => other !== word);
      if (target !== undefined) define(word, target, line);
    }
  });
  return synonyms;
}

/** The synonyms of the catalogue in `dir` ({} without the file). */
export function readSynonyms(dir: string, matches: (words: string[]) => boolean, report: Report) {
  const file = path.join(dir, SYNONYMS_FILE);
  return existsSync(file) ? parseSynonyms(readFileSync(file, 'utf8'), matches, report) : {};
}
