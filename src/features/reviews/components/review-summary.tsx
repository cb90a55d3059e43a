import { StarRating } from '@/components/star-rating';
import type { ReviewStats } from '@/domain/review-stats';
import { averageText, distributionText, starsText } from '../model/review-view';
import * as words from 'virtual:lumina-messages/reviews';

/** The average (one decimal, with stars) and the 5..1 star distribution as text with bars. */
export function ReviewSummary({ stats }: { stats: ReviewStats }) {
  const average = averageText(stats.average);
  return (
    <div className="grid max-w-2xl gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center">
      <div className="grid justify-items-center gap-1 sm:justify-items-start">
        <p aria-hidden="true" className="text-5xl leading-none font-bold">
          {average}
        </p>
        <StarRating rating={stats.average} size="md" label={words.averageRating({ average })} />
        <p className="text-sm text-muted-foreground">{words.basedOn({ count: stats.count })}</p>
      </div>
      <ul aria-label={words.ratingDistribution} className="grid gap-2">
        {stats.distribution.map((bucket) => (
          <li key={bucket.stars} className="flex items-center gap-3 text-sm">
            <span className="sr-only">{distributionText(bucket)}</span>
            <span aria-hidden="true" className="w-14 shrink-0">
              {starsText(bucket.stars)}
            </span>
            <span
              aria-hidden="true"
              className="h-2.5 min-w-16 flex-1 overflow-hidden rounded-full border border-border bg-muted"
            >
              <span className="block h-full bg-star" style={{ width: `${bucket.percent}%` }} />
            </span>
            <span aria-hidden="true" className="w-20 shrink-0 text-end text-muted-foreground tabular-nums">
              {words.bucketCount({ count: bucket.count, percent: bucket.percent })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
