/**
 * The shopper's colour theme (docs/shop-rules.md, "Theme"): light, dark, or the system's (the
 * default). The choice is kept in localStorage under `themeStorageKey`; 'system' is kept as no entry.
 */
import * as words from 'virtual:lumina-messages/theme';

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = 'theme';

/** What the shopper sees for each choice (the mobile menu's radios, the header button's name). */
export const themeLabels: Record<ThemeChoice, string> = {
  system: words.system,
  light: words.light,
  dark: words.dark,
};

/** A stored text as a choice: anything but 'light' or 'dark' means the system's. */
export function parseThemeChoice(raw: unknown): ThemeChoice {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

/**
 * The header button's next choice. From the system's, first the theme the page is not showing (so
 * the first press always changes what the shopper sees), then the other, then the system's again.
 */
export function nextThemeChoice(choice: ThemeChoice, systemIsDark: boolean): ThemeChoice {
  if (choice === 'system') return systemIsDark ? 'light' : 'dark';
  const afterSystem = systemIsDark ? 'light' : 'dark';
  return choice === afterSystem ? (afterSystem === 'light' ? 'dark' : 'light') : 'system';
}
