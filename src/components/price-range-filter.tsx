import { useId, useState } from 'react';
import { limits } from '@/config/shop';
import { dollarsToCents, formatMoney } from '@/domain/money';
import type { PriceRange } from '@/domain/price-range';
import * as words from 'virtual:lumina-messages/listing';
import { prerenderedPart, useFromPrerender } from './prerendered-part';

const dollars = (value: number) => formatMoney(dollarsToCents(value));

// The Radix slider (~10 KiB gzip) is prerendered in place and hydrates when its code arrives, so it
// is not part of the listing pages' critical path.
const slider = prerenderedPart(() => import('@/components/ui/slider').then((module) => module.Slider));

interface PriceRangeFilterProps extends PriceRange {
  /** Called once per gesture: when a thumb is released, or after each keyboard step. */
  onCommit: (range: PriceRange) => void;
  /** Heading level of the 'Price range' title (default h3). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * The two-thumb price slider (0-1500 dollars, step 10) with the range shown in dollars. The thumbs
 * and the numbers follow the pointer live; the range is committed on release, so the URL changes
 * once per gesture. A new range from outside (Clear Filters, back and forward) replaces the local one.
 */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  onCommit,
  headingLevel: Heading = 'h3',
  className,
}: PriceRangeFilterProps) {
  const labelId = useId();
  const fromPrerender = useFromPrerender(labelId);
  const [draft, setDraft] = useState<number[]>([minPrice, maxPrice]);
  const [shown, setShown] = useState<PriceRange>({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    setDraft([minPrice, maxPrice]);
  }
  const [low = minPrice, high = maxPrice] = draft;
  return (
    <div role="group" aria-labelledby={labelId} className={className}>
      <Heading id={labelId} className="mb-4 font-semibold">
        {words.priceRange}
      </Heading>
      <slider.Part
        fromPrerender={fromPrerender}
        fallback={<div className="h-6" />}
        min={limits.priceSliderMin}
        max={limits.priceSliderMax}
        step={limits.priceSliderStep}
        value={draft}
        onValueChange={setDraft}
        onValueCommit={([min = low, max = high]) => onCommit({ minPrice: min, maxPrice: max })}
        thumbLabels={[words.minimumPrice, words.maximumPrice]}
        formatValue={dollars}
      />
      <p className="mt-3 flex justify-between text-sm text-muted-foreground" aria-hidden="true">
        <span>{dollars(low)}</span>
        <span>{dollars(high)}</span>
      </p>
    </div>
  );
}
