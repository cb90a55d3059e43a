import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import type { FacetChoice } from '@/domain/facet-params';
import { toggleFacetValue } from '@/domain/facet-toggle';
import type { FacetCounts, FacetValueCount, RatingStep } from '@/domain/facet-types';
import { cn } from '@/lib/cn';
import { facetCountText, facetText, ratingStepText, showAllText } from './facet-text';

export interface FacetFiltersProps {
  counts: FacetCounts;
  choice: FacetChoice;
  onChange: (choice: FacetChoice) => void;
}

/** How many values a facet shows before 'Show all'. */
export const facetValuesShown = 8;

const rowClass = 'flex min-h-6 items-center gap-2 text-sm has-disabled:text-muted-foreground';

/**
 * The listing's facets (docs/shop-rules.md, "Sizes, colours and facets"): Brand, Rating,
 * Availability and each option (Size, Colour...), every value with the count the list would have
 * with it chosen. A value with the count 0 stays listed but cannot be chosen, unless it is chosen.
 * Loaded on demand (components/facet-section.tsx), so it is no part of a page's first JavaScript.
 */
export default function FacetFilters({ counts, choice, onChange }: FacetFiltersProps) {
  return (
    <div className="flex flex-col gap-6">
      <ValueGroup
        legend={facetText.brand}
        values={counts.brands}
        chosen={choice.brands}
        onToggle={(value, on) => onChange(toggleFacetValue(choice, { brand: true }, value, on))}
      />
      <RatingGroup counts={counts} choice={choice} onChange={onChange} />
      <fieldset>
        <legend className="mb-2 font-semibold">{facetText.availability}</legend>
        <ValueRow
          label={facetText.inStockOnly}
          count={counts.inStock}
          checked={choice.inStockOnly}
          onToggle={(on) => onChange({ ...choice, inStockOnly: on })}
        />
      </fieldset>
      {counts.options.map((option) => (
        <ValueGroup
          key={option.name}
          legend={option.name}
          values={option.values}
          chosen={choice.options.find((o) => o.name === option.name)?.values ?? []}
          onToggle={(value, on) => onChange(toggleFacetValue(choice, { option: option.name }, value, on))}
        />
      ))}
    </div>
  );
}

/**
 * The values a long facet shows folded: the chosen ones and, of the others, those with the most
 * products (ties: the first), in the facet's own order.
 */
export function foldedValues(
  values: readonly FacetValueCount[],
  chosen: readonly string[],
): FacetValueCount[] {
  if (values.length <= facetValuesShown) return [...values];
  const kept = new Set(chosen);
  const busiest = values
    .filter((v) => !kept.has(v.value))
    .sort((a, b) => b.count - a.count)
    .slice(0, Math.max(0, facetValuesShown - kept.size));
  for (const v of busiest) kept.add(v.value);
  return values.filter((v) => kept.has(v.value));
}

function ValueGroup({
  legend,
  values,
  chosen,
  onToggle,
}: {
  legend: string;
  values: readonly FacetValueCount[];
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
}) {
  const [all, setAll] = useState(false);
  const listId = useId();
  if (values.length === 0) return null;
  const shown = all ? values : foldedValues(values, chosen);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold [overflow-wrap:anywhere]">{legend}</legend>
      <ul id={listId} className="flex flex-col gap-1">
        {shown.map(({ value, count }) => (
          <li key={value}>
            <ValueRow
              label={value}
              count={count}
              checked={chosen.includes(value)}
              onToggle={(on) => onToggle(value, on)}
            />
          </li>
        ))}
      </ul>
      {values.length > facetValuesShown ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((open) => !open)}
          className="mt-1 min-h-6 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {all ? facetText.showFewer : showAllText(values.length)}
        </button>
      ) : null}
    </fieldset>
  );
}

function ValueRow({
  label,
  count,
  checked,
  onToggle,
}: {
  label: string;
  count: number;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <label className={rowClass}>
      <Checkbox
        checked={checked}
        disabled={count === 0 && !checked}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {label} <span className="text-muted-foreground">{facetCountText(count)}</span>
      </span>
    </label>
  );
}

function RatingGroup({ counts, choice, onChange }: FacetFiltersProps) {
  const name = useId();
  const choose = (minRating: RatingStep | null) => onChange({ ...choice, minRating });
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{facetText.rating}</legend>
      <div className="flex flex-col gap-1">
        <label className={rowClass}>
          <input
            type="radio"
            name={name}
            className={radioClass}
            checked={choice.minRating === null}
            onChange={() => choose(null)}
          />
          {facetText.anyRating}
        </label>
        {counts.ratings.map(({ value, count }) => (
          <label key={value} className={rowClass}>
            <input
              type="radio"
              name={name}
              className={radioClass}
              checked={choice.minRating === value}
              disabled={count === 0 && choice.minRating !== value}
              onChange={() => choose(value)}
            />
            <span>
              {ratingStepText(value)} <span className="text-muted-foreground">{facetCountText(count)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const radioClass = cn('size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed');
