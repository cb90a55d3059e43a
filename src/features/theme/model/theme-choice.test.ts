import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextThemeChoice, parseThemeChoice, themeChoices } from './theme-choice';

describe('parseThemeChoice', () => {
  it('keeps light and dark, reads anything else as the system theme', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const raw of [null, undefined, '', 'system', 'DARK', ' dark', '{"x":1}', 3]) {
      expect(parseThemeChoice(raw)).toBe('system');
    }
  });

  it('never throws and always gives a known choice', () => {
    fc.assert(fc.property(fc.anything(), (raw) => themeChoices.includes(parseThemeChoice(raw))));
  });
});

describe('nextThemeChoice', () => {
  it('from the system theme, first shows the one the page is not showing', () => {
    expect(nextThemeChoice('system', false)).toBe('dark');
    expect(nextThemeChoice('system', true)).toBe('light');
  });

  it('goes through all three choices and back, whatever the system', () => {
    for (const systemIsDark of [false, true]) {
      const seen = [nextThemeChoice('system', systemIsDark)];
      seen.push(nextThemeChoice(seen[0]!, systemIsDark));
      seen.push(nextThemeChoice(seen[1]!, systemIsDark));
      expect(new Set(seen)).toEqual(new Set(themeChoices));
      expect(seen[2]).toBe('system');
    }
  });
});
