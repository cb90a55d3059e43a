import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { resolveFile } from './static-server.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'lumina-static-'));
mkdirSync(path.join(root, 'about'));
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), 'home');
writeFileSync(path.join(root, 'about', 'index.html'), 'about');
writeFileSync(path.join(root, 'assets', 'app-1.js'), 'js');

test('maps /x to x/index.html and files to themselves', async () => {
  expect(await resolveFile(root, '/')).toBe(path.join(root, 'index.html'));
  expect(await resolveFile(root, '/about')).toBe(path.join(root, 'about', 'index.html'));
  expect(await resolveFile(root, '/about/')).toBe(path.join(root, 'about', 'index.html'));
  expect(await resolveFile(root, '/assets/app-1.js')).toBe(path.join(root, 'assets', 'app-1.js'));
});

test('unknown, malformed and traversing paths resolve to nothing', async () => {
  for (const bad of [
    '/nope',
    '/%E0%A4%A',
    '/..%2f..%2f',
    '/../etc/passwd',
    '/about/../about',
    '/a%00b',
    '/about%5c',
    '/./about',
    '/.env',
    '/assets/.secret',
    '/about%2f',
    '/assets%2fapp-1.js',
    'about',
  ]) {
    expect(await resolveFile(root, bad), bad).toBeNull();
  }
});
