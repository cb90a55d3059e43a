import { type Ref, useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { reviewSorts } from '@/domain/review-order';
import {
  type ReviewView,
  parseReviewSort,
  parseStarFilter,
  reviewSortLabels,
  showingText,
  starFilterOptions,
} from '../model/review-view';
import * as words from 'virtual:lumina-messages/reviews';

interface ReviewToolbarProps {
  view: ReviewView;
  onChange: (view: ReviewView) => void;
  shown: number;
  total: number;
  filterRef?: Ref<HTMLSelectElement>;
}

/** Filter by star and sort, with a status line that announces how many reviews are listed. */
export function ReviewToolbar({ view, onChange, shown, total, filterRef }: ReviewToolbarProps) {
  const filterId = useId();
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 border-b border-border pb-4">
      <p role="status" className="text-sm text-muted-foreground">
        {showingText(shown, total)}
      </p>
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={filterId}>{words.filterByRating}</Label>
          <NativeSelect
            id={filterId}
            ref={filterRef}
            value={String(view.stars)}
            onChange={(event) => onChange({ ...view, stars: parseStarFilter(event.target.value) })}
          >
            {starFilterOptions.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={sortId}>{words.sortBy}</Label>
          <NativeSelect
            id={sortId}
            value={view.sort}
            onChange={(event) => onChange({ ...view, sort: parseReviewSort(event.target.value) })}
          >
            {reviewSorts.map((sort) => (
              <option key={sort} value={sort}>
                {reviewSortLabels[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
