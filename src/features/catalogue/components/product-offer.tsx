import { Price } from '@/components/price';
import { Badge } from '@/components/ui/badge';
import { money } from '@/config/market';
import { discountPercent } from '@/domain/discount';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/productPage';
import { StockStatus } from './stock-status';

interface ProductOfferProps {
  price: number;
  originalPrice?: number | undefined;
  inStock: boolean;
  className?: string | undefined;
}

/**
 * The product page's price with the struck-through original and 'Save N%' (in a market whose
 * prices include VAT, saying so), then the stock state:
 * two items of the page's column (`contents`), hidden together by `className` (visibility).
 */
export function ProductOffer({ price, originalPrice, inStock, className }: ProductOfferProps) {
  const discount = discountPercent({ price, originalPrice });
  return (
    <div className={cn('contents', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <Price cents={price} originalCents={originalPrice} size="lg" />
        {discount > 0 ? <Badge variant="destructive">{words.save({ percent: discount })}</Badge> : null}
      </div>
      {money.taxIncluded ? <p className="text-sm text-muted-foreground">{words.pricesIncludeVat}</p> : null}
      <StockStatus inStock={inStock} />
    </div>
  );
}
