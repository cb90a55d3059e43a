import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { bundleStats, pageAssets, staticImports, withStaticImports } from './bundle-stats.mjs';

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

test("reads a page's scripts and stylesheets, dropping the '#' React Router may add to a stylesheet", () => {
  const html =
    '<link rel="stylesheet" href="/assets/root-1.css#"/><link rel="stylesheet" href="/assets/b.css"/>' +
    '<script type="module">import("/assets/entry-1.js");</script>';
  expect(pageAssets(html)).toEqual({
    js: ['/assets/entry-1.js'],
    css: ['/assets/root-1.css', '/assets/b.css'],
  });
});

test('refuses to measure a page whose stylesheet or script it cannot find, instead of counting 0 bytes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lumina-bundle-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'entry.js'), '');
  writeFileSync(path.join(root, 'assets', 'root.css'), 'a{}');
  writeFileSync(path.join(root, 'index.html'), '<script type="module">import("/assets/entry.js")</script>');
  expect(() => bundleStats(root)).toThrow('/: found no stylesheet');
  writeFileSync(path.join(root, 'index.html'), '<link rel="stylesheet" href="/assets/root.css">');
  expect(() => bundleStats(root)).toThrow('/: found no script');
  writeFileSync(
    path.join(root, 'index.html'),
    '<link rel="stylesheet" href="/assets/root.css"><script type="module">import("/assets/entry.js")</script>',
  );
  expect(bundleStats(root)).toHaveLength(1);
});
