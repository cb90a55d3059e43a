import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringsOutsideCatalogues } from './strings-outside-catalogues.mjs';

const { notWords } = JSON.parse(readFileSync('scripts/strings-outside-catalogues.json', 'utf8'));

function scan(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'lumina-strings-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'src', name)), { recursive: true });
    writeFileSync(path.join(root, 'src', name), text);
  }
  return stringsOutsideCatalogues(root).map(({ file, line, text }) => `${file}:${line}: ${text}`);
}

describe('strings outside the message catalogues', () => {
  it('are none in the shop', () => {
    const found = stringsOutsideCatalogues();
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });

  it('gives a reason for every name or data value it leaves out', () => {
    for (const [text, reason] of Object.entries(notWords)) expect(reason, text).toMatch(/\w{3,} \w{3,}/u);
  });

  it('still finds a listed name where it is an accessible name, and words not keyed by locale', () => {
    const code = [
      'export const A = () => <a aria-label="Home" href="/">{icon}</a>;',
      "export const hero = { label: { english: 'Shop Now' } };",
    ].join('\n');
    expect(scan({ 'app/a.tsx': code })).toEqual(['src/app/a.tsx:1: Home', 'src/app/a.tsx:2: Shop Now']);
  });

  it('finds JSX text, text attributes and literals that read as words', () => {
    const component = [
      "export const title = 'Your Cart';",
      'export function A({ n }: { n: number }) {',
      '  return <p aria-label="Close dialog" className="Flex Box">Hello {n}<img alt="photo" /></p>;',
      '}',
      'export const greeting = (name: string) => `Welcome back, ${name}`;',
    ].join('\n');
    expect(scan({ 'features/a.tsx': component })).toEqual([
      'src/features/a.tsx:1: Your Cart',
      'src/features/a.tsx:3: Close dialog',
      'src/features/a.tsx:3: Hello',
      'src/features/a.tsx:3: photo',
      'src/features/a.tsx:5: Welcome back, …',
    ]);
  });

  it('leaves out compared values, class names, errors for developers, tests and build-time code', () => {
    const code = [
      "import Thing from 'Some Module';",
      "if (key === 'Enter') console.log('Pressed Enter');",
      "throw new Error('Bad Input here');",
      "const c = cn('Flex Items', x);",
      "const r = new Response('Not found', { headers: { 'Content-Type': 'text/plain' } });",
      "headers.set('Content-Type', 'text/html');",
      "const ld = { '@type': 'Product', name };",
      "const hero = { label: { 'en-US': 'Shop Now', 'de-DE': 'Jetzt einkaufen' } };",
      "const status = 'Shipped';",
    ].join('\n');
    expect(
      scan({
        'lib/b.ts': code,
        'lib/b.test.ts': "export const t = 'Test Words';",
        'content-source/c.ts': "export const t = 'Build Words';",
      }),
    ).toEqual([]);
  });
});
