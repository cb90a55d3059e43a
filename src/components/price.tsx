import { formatMoney } from '@/domain/money';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/price';

interface PriceProps {
  /** Price in cents. */
  cents: number;
  /** Original price in cents: shown struck through when above the price. */
  originalCents?: number | undefined;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' } as const;

/** A price, with the original price struck through when it is higher (read as "was $x"). */
export function Price({ cents, originalCents, className, size = 'md' }: PriceProps) {
  const reduced = originalCents !== undefined && originalCents > cents;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-2', className)}>
      <span className={cn('font-bold', sizes[size], reduced && 'text-sale')}>
        {reduced ? <span className="sr-only">{words.now} </span> : null}
        {formatMoney(cents)}
      </span>
      {reduced ? (
        <s className="text-sm text-muted-foreground">
          <span className="sr-only">{words.was} </span>
          {formatMoney(originalCents)}
        </s>
      ) : null}
    </p>
  );
}
