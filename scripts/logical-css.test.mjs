// The layout is written with logical CSS (ms-/me-, ps-/pe-, start-/end-, border-s, text-start...), so
// that a right-to-left locale mirrors it from its `dir` alone (src/market-source/load-markets.ts, textDirection).
// This check fails on a physical side in a class name in src/: ml-4, pr-3, left-2, text-right...
// Centring (left-1/2 with -translate-x-1/2) is the same in both directions and is allowed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PHYSICAL =
  /(?<=^|[\s"'`:])-?(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-[lr]|rounded-[tb][lr]|scroll-[mp][lr]|inset-[lr])-(?:\d[\w./]*|px|auto|full|\[[^\]]+\]|[a-z]{2})(?=$|[\s"'`])|(?<=^|[\s"'`:])(?:text|float|clear)-(?:left|right)(?=$|[\s"'`])/gu;

/** The physical sides in the class names of `text`, centring left out. */
export function physicalSides(text) {
  return (text.match(PHYSICAL) ?? []).filter(
    (name) => !(name === 'left-1/2' && text.includes('-translate-x-1/2')),
  );
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [full] : [];
  });
}

describe('the layout in logical CSS', () => {
  it('names no physical side in any class in src/', () => {
    const found = sourceFiles('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => physicalSides(line).map((name) => `${file}:${i + 1}: ${name}`)),
    );
    expect(found).toEqual([]);
  });

  it('finds margins, paddings, insets, borders and text alignment by side, and allows centring', () => {
    expect(physicalSides('"ml-4 md:pr-3 -right-2 border-l-2 text-right rounded-tl-md"')).toEqual([
      'ml-4',
      'pr-3',
      '-right-2',
      'border-l-2',
      'text-right',
      'rounded-tl-md',
    ]);
    expect(physicalSides('"ms-4 pe-3 -end-2 border-s-2 text-end right-hand left-aligned"')).toEqual([]);
    expect(physicalSides("'fixed left-1/2 -translate-x-1/2'")).toEqual([]);
  });
});
