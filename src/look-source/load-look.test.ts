import { describe, expect, it } from 'vitest';
import { look } from '@/config/shop';
import { look as otherLook } from '../../tests/brand/other-shop';
import { contrast } from './contrast';
import { checkLook, type LookError } from './load-look';

const places = {
  configFile: 'src/config/shop.ts',
  publicDir: 'public',
  catalogueDir: 'catalogue/demo',
  locale: 'en-US',
};
const otherPlaces = { ...places, configFile: 'tests/brand/other-shop.ts' };

/** The problems checkLook lists for a look, or [] when it passes. */
function problems(raw: unknown, where = places): readonly string[] {
  try {
    checkLook(raw, where);
    return [];
  } catch (error) {
    return (error as LookError).problems;
  }
}

describe('checkLook', () => {
  it("passes the default shop's look, whose files are in public/", () => {
    expect(problems(look)).toEqual([]);
    expect(checkLook(look, places).look.hero.image.src).toBe('/images/hero.svg');
  });

  it("passes the other shop's look, serving the files beside it under /brand/", () => {
    expect(problems(otherLook, otherPlaces)).toEqual([]);
    const { look: checked, brandFiles } = checkLook(otherLook, otherPlaces);
    expect(checked.logo).toMatchObject({ image: '/brand/northwind-logo.svg' });
    expect(checked.hero.image.src).toBe('/brand/northwind-hero.svg');
    expect([...brandFiles.keys()].sort()).toEqual([
      '/brand/bitter-latin-700-normal.woff2',
      '/brand/northwind-hero.svg',
      '/brand/northwind-logo.svg',
    ]);
  });

  it("keeps the build's locale's text of words given a locale, and names a locale without one", () => {
    expect(checkLook(look, places).look.hero.action.label).toBe('Shop Now');
    const german = checkLook(look, { ...places, locale: 'de-DE' }).look;
    expect(german.tagline).toBe('Alltagsdinge, mit Sorgfalt ausgewählt.');
    expect(german.hero.secondaryAction?.label).toBe('Kategorien ansehen');
    expect(problems(otherLook, { ...otherPlaces, locale: 'fr-FR' })).toEqual([]);
    expect(problems(look, { ...places, locale: 'fr-FR' })).toEqual([
      'look.tagline: has no text for fr-FR',
      'look.hero.eyebrow: has no text for fr-FR',
      'look.hero.heading: has no text for fr-FR',
      'look.hero.text: has no text for fr-FR',
      'look.hero.action.label: has no text for fr-FR',
      'look.hero.secondaryAction.label: has no text for fr-FR',
      'look.hero.image.alt: has no text for fr-FR',
    ]);
    expect(problems({ ...look, tagline: { german: 'Alles' } })).toEqual([
      "look.tagline: must be a text, or a text a locale like { 'de-DE': '…' }",
    ]);
  });

  it('names both tokens, the theme and the ratio of a pair below its minimum', () => {
    const palette = { ...look.palette, 'muted-foreground': { light: '#475569', dark: '#7c8799' } };
    expect(problems({ ...look, palette })).toEqual([
      'look.palette: muted-foreground on muted in dark is 4.3:1, needs 4.5:1',
    ]);
    const star = { light: '#fde68a', dark: '#fbbf24' };
    expect(problems({ ...look, palette: { ...look.palette, star } })).toEqual([
      'look.palette: star on background in light is 1.2:1, needs 3:1',
    ]);
  });

  it('lists every schema problem by field', () => {
    const { primary: _primary, ...withoutPrimary } = look.palette;
    expect(
      problems({
        ...look,
        palette: { ...withoutPrimary, ring: { light: 'blue', dark: '#a5b4fc' }, brand: look.palette.ring },
        radius: '8',
      }),
    ).toEqual(
      expect.arrayContaining([
        'look.palette.primary: Invalid input: expected object, received undefined',
        'look.palette.ring.light: must be a lowercase six-digit hex colour like #4338ca',
        'look.radius: must be a CSS length like 0.5rem, 8px or 0',
      ]),
    );
  });

  it('reports a file the look names that does not exist, and font files without a fallback', () => {
    const sans = {
      family: 'Shop Sans',
      files: [{ src: '/fonts/shop-sans.woff2', weight: 400 }],
      stack: ['sans-serif'],
    };
    expect(problems({ ...look, fonts: { ...look.fonts, sans } })).toEqual([
      'look.fonts.sans.fallback: is needed with files (metric overrides)',
    ]);
    const fallback = {
      local: 'Arial',
      sizeAdjust: '104%',
      ascentOverride: '92%',
      descentOverride: '24%',
      lineGapOverride: '0%',
    };
    expect(
      problems({
        ...look,
        fonts: { ...look.fonts, sans: { ...sans, fallback } },
        hero: { ...look.hero, image: { ...look.hero.image, src: '/images/nowhere.svg' } },
        logo: { image: './missing-logo.svg', alt: 'Lumina', width: 100, height: 20 },
      }),
    ).toEqual([
      "look.fonts.sans.files.0.src: /fonts/shop-sans.woff2 is not a file in public/ or the catalogue's images",
      'look.logo.image: ./missing-logo.svg is not a file beside shop.ts',
      "look.hero.image.src: /images/nowhere.svg is not a file in public/ or the catalogue's images",
    ]);
  });
});

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#4338ca', '#4338ca')).toBe(1);
  });
});
