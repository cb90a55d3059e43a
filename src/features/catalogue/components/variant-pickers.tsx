import type { Product } from '@/domain/types';
import type { ProductVariant } from '@/domain/variant-types';
import { valueStates } from '@/domain/variants';
import { cn } from '@/lib/cn';
import { optionSwatches } from '../model/option-swatches';
import { OptionPicker } from './option-picker';

interface VariantPickersProps {
  product: Pick<Product, 'images' | 'options' | 'variants'>;
  /** The variant shown: its values are the ones chosen. */
  variant: ProductVariant;
  onChoose: (optionName: string, value: string) => void;
  className?: string;
}

/** A picker for each of the product's options, in the catalogue's order (Colour, then Size). */
export function VariantPickers({ product, variant, onChoose, className }: VariantPickersProps) {
  return (
    <div className={cn('flex flex-col gap-2 md:gap-3', className)}>
      {(product.options ?? []).map((option) => (
        <OptionPicker
          key={option.name}
          name={option.name}
          value={variant.options[option.name] ?? ''}
          states={valueStates(product, option.name, variant.options)}
          swatches={optionSwatches(product, option.name)}
          onChoose={(value) => onChoose(option.name, value)}
        />
      ))}
    </div>
  );
}
