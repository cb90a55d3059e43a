import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { sendRaw } from '../tests/e2e/raw-http.ts';
import { contentSecurityPolicy, writeImageOrigins } from './security-headers.mjs';
import { createStaticServer, resolveFile } from './static-server.mjs';

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

test("npm start sends the build's image origins in the policy of its pages, and no policy with other files", async () => {
  const build = mkdtempSync(path.join(tmpdir(), 'lumina-static-build-'));
  const client = path.join(build, 'client');
  mkdirSync(client);
  writeFileSync(
    path.join(client, 'index.html'),
    '<!DOCTYPE html><html><head></head><body>home</body></html>',
  );
  writeFileSync(path.join(client, 'robots.txt'), 'User-agent: *');
  writeImageOrigins(client, ['https://cdn.ridgeline.example']);
  const server = createStaticServer({ root: client });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  onTestFinished(() => new Promise((resolve) => server.close(resolve)));
  const port = server.address().port;
  const get = async (target) =>
    (
      await sendRaw(port, {
        method: 'GET',
        target,
        headers: [`Host: 127.0.0.1:${port}`, 'Connection: close'],
      })
    ).headers;
  expect((await get('/'))['content-security-policy']).toBe(
    contentSecurityPolicy(['https://cdn.ridgeline.example']),
  );
  expect((await get('/robots.txt'))['content-security-policy']).toBeUndefined();
});
