// shop.ts says a shop owner changes the brand, the order prefix and the money figures there and
// every page follows. This holds the rest of the source to it: no code line (comments aside) spells
// them out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { money, shop } from './shop';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The file's code lines: block and line comments dropped. */
function codeLines(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'));
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const spelled = [
  shop.brand,
  shop.orderPrefix,
  `$${money.freeShippingThresholdCents / 100}`,
  dollars(money.shippingFeeCents),
  dollars(money.expressShippingCents),
  dollars(money.nextDayShippingCents),
];

test('no code outside shop.ts spells out the brand, the order prefix or a shipping figure', () => {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    if (file === path.join(root, 'config', 'shop.ts')) continue;
    codeLines(readFileSync(file, 'utf8')).forEach((line) => {
      for (const value of spelled) {
        if (line.includes(value)) found.push(`${path.relative(root, file)}: ${value} in ${line.trim()}`);
      }
    });
  }
  expect(found).toEqual([]);
});
