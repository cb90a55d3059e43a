import { ratingText } from '@/domain/rating-display';
import type * as React from 'react';
import { starsShown } from '@/domain/rating-display';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/starRating';

interface StarRatingProps {
  /** 0..5; floor(rating) stars are filled (docs/shop-rules.md, Catalogue and listing). */
  rating: number;
  className?: string;
  size?: 'sm' | 'md';
  /** The accessible label; defaults to 'Rated {rating} out of 5'. */
  label?: string;
}

/**
 * Five stars, floor(rating) of them filled, with a text alternative. One element: the stars are
 * drawn by the `.stars` CSS (src/app/stars.css), so a grid of cards does not carry five SVGs per card.
 */
export function StarRating({ rating, className, size = 'sm', label }: StarRatingProps) {
  const text = label ?? words.rated({ rating: Number.isInteger(rating) ? rating : ratingText(rating) });
  return (
    <span
      role="img"
      aria-label={text}
      className={cn('stars', size === 'md' && '[--star:1.25rem]', className)}
      style={{ '--filled': starsShown(rating) } as React.CSSProperties}
    />
  );
}
