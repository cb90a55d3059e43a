import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { starMask } from './star-masks.mjs';

const css = readFileSync(new URL('../src/app/stars.css', import.meta.url), 'utf8');

/** The mask image of the rule for `selector` alone (not of a rule it shares with others). */
function maskOf(selector) {
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g))
    if (selectors.trim() === selector) return /mask-image: url\(([^)]+)\)/.exec(body)?.[1] ?? '';
  return '';
}

/** A tile's grey pixels and size. */
async function pixels(dataUrl) {
  const png = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

// Compared pixel by pixel, not byte by byte: another build of the PNG encoder may write other bytes.
test('the outlines are masked by the outlined tile, the solid stars by the solid one', async () => {
  for (const [selector, kind] of [
    ['.stars::before', 'outline'],
    ['.stars::after', 'solid'],
  ]) {
    const shipped = await pixels(maskOf(selector));
    const made = await pixels(await starMask(kind));
    expect([shipped.width, shipped.height]).toEqual([made.width, made.height]);
    const worst = Math.max(...shipped.data.map((value, at) => Math.abs(value - (made.data[at] ?? 0))));
    expect(worst, `${selector}: the largest difference in grey`).toBeLessThanOrEqual(2);
  }
});

test('each tile is 27 by 24 units, white where the star is, black around it', async () => {
  for (const kind of ['outline', 'solid']) {
    const { data, width, height } = await pixels(await starMask(kind));
    expect(width / height).toBeCloseTo(27 / 24);
    const unit = width / 27;
    const grey = (x, y) => data[Math.round(y * unit) * width + Math.round(x * unit)];
    expect(grey(0, 0), `${kind}: the corner`).toBe(0);
    expect(grey(12, 1.5), `${kind}: the star's top point`).toBe(255);
    expect(grey(12, 13), `${kind}: the middle`).toBe(kind === 'solid' ? 255 : 0);
  }
});
