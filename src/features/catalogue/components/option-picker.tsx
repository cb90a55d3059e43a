import { useId } from 'react';
import { CatalogueImage } from '@/components/catalogue-image';
import { imageSizes } from '@/components/image-sizes';
import type { ImageAsset } from '@/domain/types';
import type { ValueState } from '@/domain/variants';
import { cn } from '@/lib/cn';
import { optionLabel, optionValueName } from '../model/variant-text';

interface OptionPickerProps {
  /** The option's name: 'Size', 'Colour'. */
  name: string;
  /** Its values in display order, each with whether it can be bought with the other values shown. */
  states: readonly ValueState[];
  /** The value shown (the chosen variant's). */
  value: string;
  /** Each value's picture, when the option is picked by pictures (model/option-swatches.ts). */
  swatches?: ReadonlyMap<string, ImageAsset> | undefined;
  onChoose: (value: string) => void;
}

/** The radio itself covers its value and draws its frame: the whole value is the target. */
const radio =
  'absolute inset-0 cursor-pointer appearance-none rounded-md border border-input transition-colors hover:border-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring checked:border-primary checked:ring-1 checked:ring-primary';

/** A diagonal line across a swatch that cannot be bought (its name says so to screen readers). */
const strike =
  'pointer-events-none absolute inset-0 bg-[linear-gradient(to_top_right,transparent_calc(50%-1.5px),var(--color-foreground)_calc(50%-1.5px),var(--color-foreground)_calc(50%+1.5px),transparent_calc(50%+1.5px))]';

/**
 * One option's picker: a group of native radio buttons labelled 'Size: M', so the browser gives
 * the keyboard of a radio group (Tab enters on the chosen value, arrow keys move and choose, Tab
 * leaves) with no script of ours, and a press before hydration is kept by boot/early-events.ts
 * like any other. Values are names or, for an option that decides the picture, pictures named for
 * screen readers. A value that cannot be bought with the other values shown is struck through and
 * named 'M (sold out)' or 'M (unavailable)', never hidden nor disabled: choosing it shows that
 * variant, which the page offers as out of stock. Every target is at least 36x36 px.
 */
export function OptionPicker({ name, states, value, swatches, onChoose }: OptionPickerProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium">
        {optionLabel(name, value)}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {states.map((state) => {
          const picture = swatches?.get(state.value);
          const unavailable = !state.purchasable;
          return (
            <span
              key={state.value}
              className={cn(
                'relative inline-flex items-center justify-center text-sm font-medium',
                picture ? 'size-11 overflow-hidden rounded-md p-0.5' : 'min-h-9 min-w-12 px-3 md:min-h-10',
              )}
            >
              {picture ? (
                <CatalogueImage
                  image={picture}
                  alt=""
                  sizes={imageSizes.swatch}
                  className={cn('size-full scale-150 object-cover', unavailable && 'opacity-50')}
                />
              ) : (
                <span aria-hidden="true" className={cn(unavailable && 'text-muted-foreground line-through')}>
                  {state.value}
                </span>
              )}
              {picture && unavailable ? <span aria-hidden="true" className={strike} /> : null}
              <input
                type="radio"
                name={labelId}
                value={state.value}
                checked={state.value === value}
                onChange={() => onChoose(state.value)}
                aria-label={optionValueName(state)}
                className={cn(radio, unavailable && !picture && 'border-dashed')}
              />
            </span>
          );
        })}
      </div>
    </div>
  );
}
