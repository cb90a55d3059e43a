import { ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatReviewDate } from '@/data/calendar-date-text';
import type { Review } from '@/domain/types';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/reviews';

interface ReviewCardProps {
  review: Review;
  /** True when this shopper marked it helpful in this session. */
  markedHelpful: boolean;
  onHelpful: () => void;
}

/** One review: who, when, how many stars, what they said, and the 'Helpful' mark. */
export function ReviewCard({ review, markedHelpful, onHelpful }: ReviewCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className="flex gap-4 py-6 outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <img
        src={review.userAvatar}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-full bg-muted"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-medium">{review.userName}</p>
          {review.verified ? <Badge variant="success">{words.verifiedPurchase}</Badge> : null}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={review.rating} />
          <time dateTime={review.date} className="text-sm text-muted-foreground">
            {formatReviewDate(review.date)}
          </time>
        </div>
        <h3 id={titleId} className="mt-3 font-semibold break-words">
          {review.title}
        </h3>
        <p className="mt-1 break-words whitespace-pre-line">{review.comment}</p>
        <Button
          variant={markedHelpful ? 'secondary' : 'outline'}
          size="sm"
          className="mt-3"
          aria-pressed={markedHelpful}
          aria-describedby={titleId}
          onClick={onHelpful}
        >
          <ThumbsUp aria-hidden="true" className={cn(markedHelpful && 'fill-current')} />
          {words.helpful({ count: review.helpful })}
        </Button>
      </div>
    </article>
  );
}
