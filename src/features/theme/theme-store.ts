/**
 * The shopper's theme choice (a store from lib/create-store.ts), kept in localStorage so it holds
 * across visits and followed across tabs. The head's inline script has already put the stored
 * choice on the page before the first paint (model/theme-document.ts); this store is what the
 * controls read and change after hydration.
 */
import { createStore } from '@/lib/create-store';
import { type ThemeChoice, nextThemeChoice, parseThemeChoice, themeStorageKey } from './model/theme-choice';

export const themeStore = createStore<ThemeChoice>('system', {
  keys: [themeStorageKey],
  write: (choice) => [{ key: themeStorageKey, area: 'local', text: choice === 'system' ? null : choice }],
  // Nothing to import: a choice is one of three words, anything else is removed.
  validator: () =>
    Promise.resolve((read) => {
      const raw = read(themeStorageKey, 'local');
      const state = parseThemeChoice(raw);
      const garbage =
        raw !== null && state === 'system' ? [{ key: themeStorageKey, area: 'local' as const }] : [];
      return { state, garbage };
    }),
  otherTabs: 'follow',
});

export function chooseTheme(choice: ThemeChoice): void {
  themeStore.update(() => choice);
}

/** The header button: the next of the three, given what the system shows now. */
export function cycleTheme(): void {
  const systemIsDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  themeStore.update((choice) => nextThemeChoice(choice, systemIsDark));
}
