import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { inlineScriptHashes } from './security-headers.mjs';

function site(pages) {
  const root = mkdtempSync(path.join(tmpdir(), 'lumina-csp-'));
  for (const [name, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), html);
  }
  return root;
}

test('inline scripts the browser runs are hashed once each; data blocks and external scripts are not', async () => {
  const shared = '<script>window.a=1</script>';
  const root = site({
    'index.html': `${shared}<script type="module">import "x"</script><script src="/assets/a.js"></script>`,
    'product/1/index.html': `${shared}<script type="application/ld+json">{"name":"One"}</script>`,
    'product/2/index.html': `${shared}<script type="application/ld+json">{"name":"Two"}</script>`,
  });
  const hashes = await inlineScriptHashes(root);
  expect(hashes).toHaveLength(2);
  for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
});

test('the policy does not grow with the number of product pages', async () => {
  const pages = (count) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `product/${i}/index.html`,
        `<script>boot()</script><script type="application/ld+json">{"id":${i}}</script>`,
      ]),
    );
  expect(await inlineScriptHashes(site(pages(3)))).toEqual(await inlineScriptHashes(site(pages(300))));
});
