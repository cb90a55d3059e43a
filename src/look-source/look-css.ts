/**
 * The look as CSS (build time): its fonts' @font-face rules and the Tailwind @theme block of
 * colour, radius and font tokens that app.css holds in place of `@lumina-look;` (look-plugin.ts).
 * Each colour is `light-dark(light, dark)`: which one a page shows follows app.css's color-scheme.
 */
import type { CheckedLook, FontChoice } from '../config/look-schema.ts';

const family = (name: string) => (name.includes(' ') ? `'${name}'` : name);

/** A font's stack: its own family and the fallback made to its size first, when it ships files. */
function fontStack(font: FontChoice): string {
  const own = font.family ? [font.family, `${font.family} fallback`] : [];
  return [...own, ...font.stack].map(family).join(', ');
}

function fontFaces(font: FontChoice): string[] {
  if (!font.family || !font.fallback) return [];
  const faces = (font.files ?? []).map(
    (file) =>
      `@font-face { font-family: '${font.family}'; src: url('${file.src}') format('woff2'); ` +
      `font-weight: ${file.weight}; font-style: ${file.style ?? 'normal'}; font-display: swap; }`,
  );
  const { local, sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = font.fallback;
  return [
    ...faces,
    `@font-face { font-family: '${font.family} fallback'; src: local('${local}'); size-adjust: ${sizeAdjust}; ` +
      `ascent-override: ${ascentOverride}; descent-override: ${descentOverride}; line-gap-override: ${lineGapOverride}; }`,
  ];
}

/** The radius times a factor, in its own unit ('0.5rem' x 1.5 = '0.75rem'). */
function scaled(radius: string, factor: number): string {
  const [, amount = '0', unit = ''] = /^([\d.]+)(\D*)$/.exec(radius) ?? [];
  const value = Number((Number(amount) * factor).toFixed(4));
  return value === 0 ? '0' : `${value}${unit}`;
}

export function lookCss(look: CheckedLook): string {
  const { sans, display } = look.fonts;
  const faces = [...new Set([...fontFaces(sans), ...fontFaces(display)])];
  const tokens = [
    `--font-sans: ${fontStack(sans)};`,
    `--font-display: ${fontStack(display)};`,
    ...Object.entries(look.palette).map(
      ([name, { light, dark }]) => `--color-${name}: light-dark(${light}, ${dark});`,
    ),
    `--radius-lg: ${scaled(look.radius, 1.5)};`,
    `--radius-md: ${look.radius};`,
    `--radius-sm: ${scaled(look.radius, 0.75)};`,
  ];
  return [...faces, '@theme {', ...tokens.map((line) => `  ${line}`), '}'].join('\n');
}
