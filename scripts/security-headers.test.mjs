import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  contentSecurityPolicy,
  imageOrigins,
  pageScriptHashes,
  securityHeaders,
  withPagePolicy,
  writeImageOrigins,
} from './security-headers.mjs';

const hashOf = (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

test("a page's policy lists the inline scripts it runs, not its data blocks or external scripts", () => {
  const html =
    '<html><head><meta charset="utf-8"><script>window.a=1</script></head><body>' +
    '<script type="application/ld+json">{"name":"One"}</script><script src="/assets/a.js"></script>' +
    '<script type="module">import "x"</script><script>window.a=1</script></body></html>';
  expect(pageScriptHashes(html)).toEqual([hashOf('window.a=1'), hashOf('import "x"')]);
  const out = withPagePolicy(html);
  expect(out).toMatch(
    /^<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-[^']+' 'sha256-[^']+'"><meta charset/,
  );
  expect(withPagePolicy(out)).toBe(out); // a second run replaces, never stacks
});

test('the header policy is the same whatever the catalogue: no per-page hashes in it', () => {
  expect(contentSecurityPolicy()).not.toContain('sha256');
  expect(contentSecurityPolicy().length).toBeLessThan(400);
  expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
});

const DEMO_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

test('without image URLs the policy is the one it always was; with them img-src adds their origins and nothing else', () => {
  expect(contentSecurityPolicy()).toBe(DEMO_POLICY);
  expect(contentSecurityPolicy([])).toBe(DEMO_POLICY);
  expect(securityHeaders([])).toEqual(securityHeaders());
  const policy = contentSecurityPolicy(['https://cdn.ridgeline.example', 'https://img.example:8443']);
  expect(policy).toBe(
    DEMO_POLICY.replace(
      "img-src 'self' data:",
      "img-src 'self' data: https://cdn.ridgeline.example https://img.example:8443",
    ),
  );
  expect(securityHeaders(['https://cdn.ridgeline.example'])['Content-Security-Policy']).toContain(
    "img-src 'self' data: https://cdn.ridgeline.example; font-src 'self'",
  );
});

test("a build's image origins are read from beside its client folder; none when it has no list", () => {
  const build = mkdtempSync(path.join(tmpdir(), 'lumina-origins-'));
  const client = path.join(build, 'client');
  mkdirSync(client);
  expect(imageOrigins(client)).toEqual([]);
  writeImageOrigins(client, ['https://cdn.ridgeline.example']);
  expect(imageOrigins(client)).toEqual(['https://cdn.ridgeline.example']);
  writeFileSync(path.join(build, 'image-origins.json'), JSON.stringify(["https://x.example 'unsafe-eval'"]));
  expect(() => imageOrigins(client)).toThrow(/is not an https origin/);
});
