import { cn } from '@/lib/cn';
import { themeChoices, themeLabels } from '../model/theme-choice';
import { chooseTheme } from '../theme-store';
import { useThemeChoice } from '../use-theme';
import * as words from 'virtual:lumina-messages/theme';

/** The three choices as a radio group with a visible legend (the mobile menu). */
export function ThemeChoiceGroup({ className }: { className?: string }) {
  const current = useThemeChoice();
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {words.legend}
      </legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg border p-1">
        {themeChoices.map((choice) => (
          <label
            key={choice}
            className="flex min-h-10 cursor-pointer items-center justify-center rounded-md text-sm has-checked:bg-primary has-checked:font-semibold has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name="theme"
              value={choice}
              className="sr-only"
              checked={current === choice}
              onChange={() => chooseTheme(choice)}
            />
            {themeLabels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
