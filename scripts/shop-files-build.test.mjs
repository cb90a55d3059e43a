// A shop owner's bad pages folder, look or message catalogue stops `npm run build` before anything is written, with
// every problem by file and line (pages) or field, tokens and ratio (look), and no stack trace.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

function build(env) {
  return spawnSync('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

function edit(file, change) {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

test('a build with a bad content folder lists each problem at its file and line and leaves no build', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lumina-bad-content-'));
  const dir = path.join(work, 'content');
  cpSync('content', dir, { recursive: true });
  rmSync(path.join(dir, 'faq.md'));
  edit(path.join(dir, 'returns.md'), (text) =>
    text.replace('title: Returns & Exchanges\n', '$&colour: teal\n'),
  );
  edit(path.join(dir, 'about.md'), (text) => text.replace('](/our-story)', '](/our-stroy)'));
  edit(path.join(dir, 'shipping.md'), (text) => text.replace('{{brand}}', '{{brandName}}'));
  edit(path.join(dir, 'terms.md'), (text) => text.replace(/^title: .*\n/mu, ''));
  const line = (file, needle) =>
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .findIndex((text) => text.includes(needle)) + 1;
  const buildDir = path.join(work, 'build');

  const run = build({ LUMINA_CONTENT: dir, LUMINA_BUILD_DIR: buildDir });

  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`The content in ${dir} has 5 problems:`);
  expect(run.stderr).toContain('  - faq.md:1: missing: the page /faq needs this file');
  expect(run.stderr).toContain(`  - returns.md:${line('returns.md', 'colour:')}: colour: unknown field`);
  expect(run.stderr).toContain(
    `  - about.md:${line('about.md', '/our-stroy')}: links to /our-stroy, an address the shop does not have`,
  );
  expect(run.stderr).toContain(
    `  - shipping.md:${line('shipping.md', '{{brandName}}')}: unknown placeholder {{brandName}}`,
  );
  // The front matter starts on line 1: the first field is line 2, where the title was.
  expect(run.stderr).toContain('  - terms.md:2: title: missing');
  expect(run.stderr).not.toMatch(/^\s+at /mu);
  expect(existsSync(buildDir)).toBe(false);
});

test('a build with a look whose colours fail WCAG AA names each pair, its theme and ratio, and leaves no build', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lumina-bad-look-'));
  const shopModule = JSON.stringify(path.resolve('src/config/shop.ts'));
  const config = path.join(work, 'shop.ts');
  // The default shop with a pale grey for secondary text in the light theme.
  writeFileSync(
    config,
    [
      `import { look as base } from ${shopModule};`,
      `export * from ${shopModule};`,
      'export const look = {',
      '  ...base,',
      "  palette: { ...base.palette, 'muted-foreground': { ...base.palette['muted-foreground'], light: '#a3a3a3' } },",
      '};',
    ].join('\n'),
  );
  const buildDir = path.join(work, 'build');

  const run = build({ LUMINA_SHOP_CONFIG: config, LUMINA_BUILD_DIR: buildDir });

  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`The look in ${path.relative(process.cwd(), config)} has 3 problems:`);
  expect(run.stderr).toContain(
    '  - look.palette: muted-foreground on background in light is 2.5:1, needs 4.5:1',
  );
  expect(run.stderr).toContain('  - look.palette: muted-foreground on muted in light is 2.3:1, needs 4.5:1');
  expect(run.stderr).toContain(
    '  - look.palette: muted-foreground on error-soft in light is 2.3:1, needs 4.5:1',
  );
  expect(run.stderr).not.toMatch(/^\s+at /mu);
  expect(existsSync(buildDir)).toBe(false);
});

test('a build with a broken or incomplete message catalogue names the file, line and message, and leaves no build', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lumina-bad-messages-'));
  const dir = path.join(work, 'messages');
  cpSync('messages', dir, { recursive: true });
  const german = path.join(dir, 'de-DE.json');
  edit(german, (text) => text.replace('"Wieder online"', '"Wieder {online"'));
  const line =
    readFileSync(german, 'utf8')
      .split('\n')
      .findIndex((text) => text.includes('{online')) + 1;
  const buildDir = path.join(work, 'build');

  const broken = build({ LUMINA_MESSAGES: dir, LUMINA_LOCALE: 'de-DE', LUMINA_BUILD_DIR: buildDir });

  expect(broken.status).toBe(1);
  expect(broken.stderr).toContain('The message catalogues have 1 problem(s):');
  expect(broken.stderr).toContain(`  ${german}:${line}: offline.online: Unexpected message end`);
  expect(broken.stderr).not.toMatch(/^\s+at /mu);

  edit(german, (text) =>
    text.replace('"Wieder {online"', '"Wieder online"').replace(/\n\s+"tryAgain": [^\n]+/u, ''),
  );
  const incomplete = build({ LUMINA_MESSAGES: dir, LUMINA_LOCALE: 'de-DE', LUMINA_BUILD_DIR: buildDir });

  expect(incomplete.status).toBe(1);
  expect(incomplete.stderr).toContain(`  ${german}: offline.tryAgain is missing (en-US.json has it)`);
  expect(existsSync(buildDir)).toBe(false);
});
