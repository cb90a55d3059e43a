import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { CatalogueImage } from '@/components/catalogue-image';
import { imageSizes } from '@/components/image-sizes';
import type { ImageAsset } from '@/domain/types';
import type { ValueState } from '@/domain/variants';
import { cn } from '@/lib/cn';
import { optionLabel, optionValueName } from '../model/variant-text';
import { useChoiceFollowsFocus } from './use-choice-follows-focus';

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

const item =
  'relative inline-flex items-center justify-center rounded-md border border-input bg-background text-sm font-medium transition-colors hover:border-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary';

/** A diagonal line across a swatch that cannot be bought (its name says so to screen readers). */
const strike =
  'absolute inset-0 bg-[linear-gradient(to_top_right,transparent_calc(50%-1.5px),var(--color-foreground)_calc(50%-1.5px),var(--color-foreground)_calc(50%+1.5px),transparent_calc(50%+1.5px))]';

/**
 * One option's picker: a radio group labelled 'Size: M' (arrow keys move and choose within it, Tab
 * leaves it: use-choice-follows-focus.ts), its values as names or, for an option that decides the picture, as pictures named
 * for screen readers. A value that cannot be bought with the other values shown is struck through
 * and named 'M (sold out)' or 'M (unavailable)', never hidden nor disabled: choosing it shows that
 * variant, which the page then offers as out of stock. Every target is at least 36x36 px.
 */
export function OptionPicker({ name, states, value, swatches, onChoose }: OptionPickerProps) {
  const labelId = useId();
  const { root, itemFocus } = useChoiceFollowsFocus(value, onChoose);
  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium">
        {optionLabel(name, value)}
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        {...root}
        loop
        className="flex flex-wrap gap-2"
      >
        {states.map((state) => {
          const picture = swatches?.get(state.value);
          const unavailable = !state.purchasable;
          return (
            <RadioGroup.Item
              key={state.value}
              value={state.value}
              aria-label={optionValueName(state)}
              onFocus={itemFocus(state.value)}
              data-unavailable={unavailable ? '' : undefined}
              className={cn(
                item,
                picture
                  ? 'size-11 overflow-hidden p-0.5'
                  : 'min-h-9 min-w-12 px-3 data-[unavailable]:border-dashed data-[unavailable]:text-muted-foreground data-[unavailable]:line-through md:min-h-10',
              )}
            >
              {picture ? (
                <>
                  <CatalogueImage
                    image={picture}
                    alt=""
                    sizes={imageSizes.swatch}
                    className={cn('size-full scale-150 object-cover', unavailable && 'opacity-50')}
                  />
                  {unavailable ? <span aria-hidden="true" className={strike} /> : null}
                </>
              ) : (
                state.value
              )}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
