// The repository stands alone: a fork has no issue tracker and no outside specification, so no
// comment or document cites either; the rules are written in docs/ and cited there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOTS = ['src', 'scripts', 'tests', 'docs', 'catalogue', 'deploy', 'bench', 'README.md'];
const TEXT = /\.(ts|tsx|mjs|js|md|css|json|txt|conf)$/;
const CITATIONS = [
  /\bissues?\s*#?\d+/i,
  /\(#\d{1,3}\)/,
  /\b(before|after|since|in|for|from)\s+#\d{1,3}\b/i,
  /\bthe spec\b/i,
  /\bspec's\b/i,
];

/** The text with each line break (and a comment's leading `*`, `//` or `#`) read as a space. */
const joined = (text) => text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');

function files(entry) {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) =>
    name === 'node_modules' || name === 'images' ? [] : files(path.join(entry, name)),
  );
}

/** The text files checked: every one under ROOTS but this test's own. */
function textFiles() {
  const self = path.normalize('scripts/stands-alone.test.mjs');
  return ROOTS.flatMap(files).filter((file) => TEXT.test(file) && path.normalize(file) !== self);
}

test('no comment or document cites an issue number or an outside specification', () => {
  const found = textFiles().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        CITATIONS.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});

test('nor does one split the words of such a citation across two lines', () => {
  const found = textFiles().filter((file) =>
    CITATIONS.some((re) => re.test(joined(readFileSync(file, 'utf8')))),
  );
  expect(found).toEqual([]);
});
