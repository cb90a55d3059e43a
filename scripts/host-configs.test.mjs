import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { caddyHeaders, nginxHeaders, pagesHeaders, writeHostConfigs } from './host-configs.mjs';
import { CACHE_ICON, CACHE_IMMUTABLE } from './host-rules.mjs';
import { contentSecurityPolicy, writeImageOrigins } from './security-headers.mjs';

const headers = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc+/='",
  'X-Frame-Options': 'DENY',
};

test('nginx sends the policy with HTML only and every other header with every response', () => {
  const conf = nginxHeaders(headers);
  expect(conf).toContain(`"~^text/html" "${headers['Content-Security-Policy']}";`);
  expect(conf).toContain('add_header Content-Security-Policy $lumina_csp always;');
  expect(conf).toContain('add_header X-Frame-Options "DENY" always;');
});

test('Caddy and _headers carry each header once, _headers caches only /assets/ and the icons itself', () => {
  expect(caddyHeaders(headers)).toContain(
    `\tContent-Security-Policy "${headers['Content-Security-Policy']}"`,
  );
  const pages = pagesHeaders(headers).split('\n');
  expect(pages.slice(0, 3)).toEqual([
    '/*',
    `  Content-Security-Policy: ${headers['Content-Security-Policy']}`,
    '  X-Frame-Options: DENY',
  ]);
  expect(pages.slice(3, 9)).toEqual([
    '/assets/*',
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
    '/favicon.svg',
    `  Cache-Control: ${CACHE_ICON}`,
    '/icons/*',
    `  Cache-Control: ${CACHE_ICON}`,
  ]);
});

test('a value nginx or Caddy would not read literally is refused, not written', () => {
  for (const value of ['a"b', 'a$b', 'a{b}', 'a\\b', 'a\nb']) {
    expect(() => nginxHeaders({ ...headers, 'X-Test': value }), value).toThrow();
    expect(() => caddyHeaders({ ...headers, 'X-Test': value }), value).toThrow();
  }
});

test("every host's header file carries the build's image origins in img-src, and the plain policy without", async () => {
  const written = async (origins) => {
    const build = mkdtempSync(path.join(tmpdir(), 'lumina-hosts-'));
    const client = path.join(build, 'client');
    mkdirSync(client);
    if (origins) writeImageOrigins(client, origins);
    expect(await writeHostConfigs(client, path.join(build, 'hosting'))).toEqual([]);
    return [
      path.join(build, 'hosting', 'nginx-headers.conf'),
      path.join(build, 'hosting', 'caddy-headers.caddy'),
      path.join(client, '_headers'),
    ].map((file) => readFileSync(file, 'utf8'));
  };
  const withUrls = contentSecurityPolicy(['https://cdn.ridgeline.example']);
  expect(withUrls).toContain("img-src 'self' data: https://cdn.ridgeline.example;");
  for (const file of await written(['https://cdn.ridgeline.example'])) expect(file).toContain(withUrls);
  for (const origins of [undefined, []]) {
    for (const file of await written(origins)) {
      expect(file).toContain(contentSecurityPolicy());
      expect(file).not.toContain('ridgeline');
    }
  }
});
