import { useEffect } from 'react';
import { shop } from '@/config/shop';
import { useStore, useStoreLoaded } from '@/lib/create-store';
import type { ThemeChoice } from './model/theme-choice';
import { applyTheme } from './model/theme-document';
import { themeStore } from './theme-store';

/** The theme choice (the prerender and hydration see 'system'). */
export function useThemeChoice(): ThemeChoice {
  return useStore(themeStore);
}

/**
 * Keeps the page on the chosen theme once the stored choice is known (a change here, in the mobile
 * menu or in another tab). Never before: the head's script has applied the stored choice already,
 * and the store's 'system' of hydration would undo it for a moment.
 */
export function useThemeOnDocument(): void {
  const choice = useStore(themeStore);
  const loaded = useStoreLoaded(themeStore);
  useEffect(() => {
    if (loaded) applyTheme(choice, shop.themeColors);
  }, [choice, loaded]);
}
