import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type ThemeChoice, themeLabels } from '../model/theme-choice';
import { cycleTheme } from '../theme-store';
import { useThemeOnDocument } from '../use-theme';
import * as words from 'virtual:lumina-messages/theme';

const icons = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * The header's theme button: each press moves to the next of System, Light and Dark
 * (model/theme-choice.ts). Which icon and name it shows comes from <html data-theme> through app.css
 * ([data-theme-shows]), so it is right from the first paint, before the app knows the stored
 * choice. It also keeps the page on the chosen theme (useThemeOnDocument): the header is on every page.
 */
export function ThemeToggle() {
  useThemeOnDocument();
  return (
    <Button variant="ghost" size="icon" onClick={cycleTheme} data-testid="theme-toggle">
      {(Object.keys(icons) as ThemeChoice[]).map((choice) => {
        const Icon = icons[choice];
        return (
          <span key={choice} data-theme-shows={choice}>
            <Icon aria-hidden="true" />
            <span className="sr-only">{words.current({ theme: themeLabels[choice] })}</span>
          </span>
        );
      })}
    </Button>
  );
}
