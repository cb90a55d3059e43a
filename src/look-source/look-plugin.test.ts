import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { lookPlugin } from './look-plugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'buildStart' | 'load' | 'resolveId' | 'transform') =>
  plugin[name] as unknown as Hook;
const context = {
  addWatchFile() {},
  error: (message: string) => {
    throw new Error(message);
  },
};

/** A store configuration module whose look is the default's with `change` applied. */
function configWith(change: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lumina-look-')), 'shop.ts');
  const shop = path.resolve('src/config/shop.ts');
  writeFileSync(
    file,
    `import { look as base } from ${JSON.stringify(shop)};\nexport const look = ${change};\n`,
  );
  return file;
}

describe('lookPlugin', () => {
  it('stops the build on a pair below its minimum, naming it', async () => {
    const configFile = configWith(
      `{ ...base, palette: { ...base.palette, 'muted-foreground': { light: '#475569', dark: '#7c8799' } } }`,
    );
    const plugin = lookPlugin({ configFile, catalogueDir: 'catalogue/demo', locale: 'en-US' });
    await expect(hook(plugin, 'buildStart').call(context)).rejects.toThrow(
      /has 1 problem:\n {2}- look\.palette: muted-foreground on muted in dark is 4\.3:1, needs 4\.5:1$/u,
    );
  });

  it("writes the default look's tokens in place of @lumina-look; and serves its logo and hero", async () => {
    const plugin = lookPlugin({ catalogueDir: 'catalogue/demo', locale: 'en-US' });
    await hook(plugin, 'buildStart').call(context);
    const css = (await hook(plugin, 'transform').call(
      context,
      "@import 'tailwindcss';\n@lumina-look;\nbody {}",
      path.resolve('src/app/app.css'),
    )) as { code: string };
    expect(css.code).toMatch(/^@import 'tailwindcss';\n@theme \{\n {2}--font-sans: ui-sans-serif/u);
    expect(css.code).toContain('--color-primary: light-dark(#4338ca, #a5b4fc);');
    expect(
      await hook(plugin, 'transform').call(context, 'a {}', path.resolve('src/app/stars.css')),
    ).toBeUndefined();
    const load = (id: string) => hook(plugin, 'load').call(context, id) as Promise<string | undefined>;
    expect(await load('\0virtual:lumina-look/logo')).toBe(
      'export const logo = {"text":"Lumina","font":"sans"};',
    );
    expect(await load('\0virtual:lumina-look/hero')).toContain(
      '"heading":"Everyday things, thoughtfully chosen."',
    );
    expect(hook(plugin, 'resolveId')('virtual:lumina-look/hero')).toBe('\0virtual:lumina-look/hero');
    expect(hook(plugin, 'resolveId')('virtual:lumina-look/palette')).toBeUndefined();
  });
});
