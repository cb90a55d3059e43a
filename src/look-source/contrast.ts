/**
 * WCAG 2.2 contrast of the palette: text 4.5:1 on every background it is written on, and 3:1 for
 * what is not text but must be seen (field borders, focus rings, stars), in both themes.
 */
import type { CheckedLook, PaletteToken } from '../config/look-schema.ts';

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** [foreground, background, minimum ratio]: every pair the components draw. */
export const contrastPairs: readonly (readonly [PaletteToken, PaletteToken, number])[] = [
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

/** One line per pair below its minimum: 'muted-foreground on muted in dark is 3.9:1, needs 4.5:1'. */
export function contrastProblems(palette: CheckedLook['palette']): string[] {
  return (['light', 'dark'] as const).flatMap((theme) =>
    contrastPairs.flatMap(([fg, bg, minimum]) => {
      const ratio = contrast(palette[fg][theme], palette[bg][theme]);
      // Rounded down, so a ratio just short of the minimum never reads as reaching it.
      return ratio >= minimum
        ? []
        : [`${fg} on ${bg} in ${theme} is ${Math.floor(ratio * 10) / 10}:1, needs ${minimum}:1`];
    }),
  );
}
