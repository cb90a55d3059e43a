import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { contentSecurityPolicy, pageScriptHashes, withPagePolicy } from './security-headers.mjs';

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
