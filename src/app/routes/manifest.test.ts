import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shop } from '@/config/shop';
import { webAppManifest } from '../web-app-manifest';
import { loader } from './manifest';

const publicFile = (src: string) => path.resolve('public', `.${src}`);

describe('the web app manifest', () => {
  it('names the shop from its configuration and starts standalone at /', async () => {
    const response = loader();
    expect(response.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as typeof webAppManifest;
    expect(manifest).toMatchObject({
      name: shop.brand,
      short_name: shop.brand,
      description: 'Everyday things, thoughtfully chosen.',
      lang: 'en-US',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: shop.themeColors.light,
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists icons that exist in public/ at the sizes it says, with a maskable one', async () => {
    for (const icon of webAppManifest.icons) {
      expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
      if (icon.type !== 'image/png') continue;
      const { width, height } = await sharp(publicFile(icon.src)).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const sizes = (purpose: string) =>
      webAppManifest.icons.filter((i) => i.purpose === purpose && i.type === 'image/png').map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
  });

  it('fills the maskable icon edge to edge (no transparent corners a launcher would show)', async () => {
    const icon = webAppManifest.icons.find((i) => i.purpose === 'maskable')!;
    const { data, info } = await sharp(publicFile(icon.src)).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    const last = info.width - 1;
    for (const [x, y] of [
      [0, 0],
      [last, 0],
      [0, last],
      [last, last],
    ] as const) {
      expect(alphaAt(x, y)).toBe(255);
    }
  });
});
