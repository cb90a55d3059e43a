import { CircleCheck, CircleX } from 'lucide-react';
import * as words from 'virtual:lumina-messages/productPage';

/** 'In Stock' (green) or 'Out of Stock' (red), with an icon so colour is not the only cue. */
export function StockStatus({ inStock }: { inStock: boolean }) {
  return inStock ? (
    <p className="flex items-center gap-2 font-medium text-success">
      <CircleCheck aria-hidden="true" className="size-5" />
      {words.inStock}
    </p>
  ) : (
    <p className="flex items-center gap-2 font-medium text-destructive">
      <CircleX aria-hidden="true" className="size-5" />
      {words.outOfStock}
    </p>
  );
}
