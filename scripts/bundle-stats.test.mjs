import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { staticImports, withStaticImports } from './bundle-stats.mjs';

test('finds static imports and re-exports of chunks, not import() of lazy chunks', () => {
  const code =
    'import{a as b}from"./x-1.js";import"./y.js";export{c}from"./z.js";const q=import("./lazy.js");import("./lazy2.js")';
  expect(staticImports(code)).toEqual(['x-1.js', 'y.js', 'z.js']);
});

test('follows static imports transitively, once each, through cycles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lumina-bundle-'));
  mkdirSync(path.join(root, 'assets'));
  const chunks = {
    'entry.js': 'import{a}from"./a.js";import("./lazy.js");',
    'a.js': 'import"./b.js";export const a=1;',
    'b.js': 'import{a}from"./a.js";',
    'lazy.js': 'import"./c.js";',
    'c.js': '',
  };
  for (const [name, code] of Object.entries(chunks)) writeFileSync(path.join(root, 'assets', name), code);
  expect(withStaticImports(root, ['/assets/entry.js'])).toEqual([
    '/assets/a.js',
    '/assets/b.js',
    '/assets/entry.js',
  ]);
});
