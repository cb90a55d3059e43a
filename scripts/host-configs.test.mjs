import { expect, test } from 'vitest';
import { caddyHeaders, nginxHeaders, pagesHeaders } from './host-configs.mjs';
import { CACHE_ICON, CACHE_IMMUTABLE } from './host-rules.mjs';

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
