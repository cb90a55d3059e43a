import { describe, expect, it } from 'vitest';
import { look } from '@/config/shop';
import { lookSchemaFor } from '@/config/look-schema';
import { lookCss } from './look-css';

const css = (raw: unknown) => lookCss(lookSchemaFor('en-US').parse(raw));

describe('lookCss', () => {
  it('writes the default look as the tokens app.css held: the system font stack, every colour, the radii', () => {
    const lines = css(look).split('\n');
    expect(lines[0]).toBe('@theme {');
    expect(lines).toContain(
      "  --font-sans: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;",
    );
    expect(lines).toContain('  --color-primary: light-dark(#4338ca, #a5b4fc);');
    expect(lines).toContain('  --color-muted-foreground: light-dark(#475569, #a3b0c2);');
    expect(lines.filter((line) => line.startsWith('  --color-'))).toHaveLength(27);
    expect(lines).toEqual(
      expect.arrayContaining([
        '  --radius-lg: 0.75rem;',
        '  --radius-md: 0.5rem;',
        '  --radius-sm: 0.375rem;',
      ]),
    );
    expect(css({ ...look, radius: '0' })).toContain('--radius-lg: 0;');
  });

  it('declares shipped font files with swap, and a local fallback sized to them first in the stack', () => {
    const display = {
      family: 'Shop Serif',
      files: [{ src: '/fonts/shop-serif.woff2', weight: '400 700' }],
      fallback: {
        local: 'Georgia',
        sizeAdjust: '104%',
        ascentOverride: '92%',
        descentOverride: '24%',
        lineGapOverride: '0%',
      },
      stack: ['ui-serif', 'serif'],
    };
    const out = css({ ...look, fonts: { ...look.fonts, display } });
    expect(out).toContain(
      "@font-face { font-family: 'Shop Serif'; src: url('/fonts/shop-serif.woff2') format('woff2'); font-weight: 400 700; font-style: normal; font-display: swap; }",
    );
    expect(out).toContain(
      "@font-face { font-family: 'Shop Serif fallback'; src: local('Georgia'); size-adjust: 104%; ascent-override: 92%; descent-override: 24%; line-gap-override: 0%; }",
    );
    expect(out).toContain("--font-display: 'Shop Serif', 'Shop Serif fallback', ui-serif, serif;");
  });
});
