import { Star } from 'lucide-react';
import { type Ref, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ratingLabel } from '../model/rating-label';
import { starsText } from '../model/review-view';
import * as words from 'virtual:lumina-messages/reviews';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  name: string;
  /** 0 means no rating chosen yet. */
  value: number;
  onChange: (value: number) => void;
  /** Called when focus leaves the whole group (not when moving between stars). */
  onBlur: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Five native radios drawn as stars: arrow keys, Space and clicks work as the platform makes them.
 * The label of the hovered (else chosen) value is shown beside the stars.
 */
export function StarRatingInput({ name, value, onChange, onBlur, error, inputRef }: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  const errorId = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  return (
    <fieldset ref={groupRef} aria-describedby={error ? errorId : undefined} className="grid gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium">
        {words.rating}
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex">
          {STARS.map((n) => (
            <label
              key={n}
              className="relative inline-flex size-10 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring"
            >
              <input
                ref={n === 1 ? inputRef : undefined}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => {
                  setHovered(null);
                  onChange(n);
                }}
                onBlur={(event) => {
                  if (!groupRef.current?.contains(event.relatedTarget)) onBlur();
                }}
                onMouseEnter={() => setHovered(n)}
                onMouseLeave={() => setHovered(null)}
                required
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7 transition-colors',
                  n <= shown ? 'fill-star text-star' : 'fill-transparent text-muted-foreground',
                )}
              />
              <span className="sr-only">
                {starsText(n)}, {ratingLabel(n)}
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="min-w-20 text-sm font-medium">
          {ratingLabel(shown)}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
