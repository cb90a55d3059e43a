import { Star } from 'lucide-react';
import { starsShown } from '@/domain/review-stats';
import { cn } from '@/lib/cn';

interface StarRatingProps {
  /** 0..5; the spec shows floor(rating) filled stars. */
  rating: number;
  className?: string;
  size?: 'sm' | 'md';
  /** The accessible label; defaults to 'Rated {rating} out of 5'. */
  label?: string;
}

/** Five stars, floor(rating) of them filled, with a text alternative. */
export function StarRating({ rating, className, size = 'sm', label }: StarRatingProps) {
  const filled = starsShown(rating);
  const text = label ?? `Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
  return (
    <span role="img" aria-label={text} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            size === 'sm' ? 'size-4' : 'size-5',
            n <= filled ? 'fill-star text-star' : 'fill-transparent text-muted-foreground',
          )}
        />
      ))}
    </span>
  );
}
