/**
 * Both palettes of app.css meet WCAG 2.2 AA: text 4.5:1 on every background it is written on, and
 * 3:1 for what is not text but must be seen (field borders, focus rings, stars).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');

function palette(side: 0 | 1): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, name, light, dark] of css.matchAll(
    /--color-([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/g,
  )) {
    tokens.set(name!, side === 0 ? light! : dark!);
  }
  return tokens;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** [foreground, background, minimum ratio]. */
const pairs: [string, string, number][] = [
  ['foreground', 'background', 4.5],
  ['foreground', 'muted', 4.5],
  ['muted-foreground', 'background', 4.5],
  ['muted-foreground', 'muted', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'muted', 4.5],
  ['primary-foreground', 'primary', 4.5],
  ['secondary-foreground', 'secondary', 4.5],
  ['accent-foreground', 'accent', 4.5],
  ['destructive', 'background', 4.5],
  ['destructive-foreground', 'destructive', 4.5],
  ['success', 'background', 4.5],
  ['success-soft-foreground', 'success-soft', 4.5],
  ['info-soft-foreground', 'info-soft', 4.5],
  ['warning-soft-foreground', 'warning-soft', 4.5],
  ['error-soft-foreground', 'error-soft', 4.5],
  ['muted-foreground', 'error-soft', 4.5],
  ['sale', 'background', 4.5],
  ['input', 'background', 3],
  ['ring', 'background', 3],
  ['star', 'background', 3],
];

describe.each([
  ['light', 0],
  ['dark', 1],
] as const)('the %s palette', (_name, side) => {
  const tokens = palette(side);

  it('has every token the pairs name', () => {
    for (const [fg, bg] of pairs) {
      expect(tokens.get(fg), fg).toMatch(/^#/);
      expect(tokens.get(bg), bg).toMatch(/^#/);
    }
  });

  it.each(pairs)('%s on %s reaches %s:1', (fg, bg, minimum) => {
    expect(contrast(tokens.get(fg)!, tokens.get(bg)!)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#4338ca', '#4338ca')).toBe(1);
  });
});
