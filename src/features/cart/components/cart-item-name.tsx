import { Link } from 'react-router';
import { productPath } from '@/config/paths';
import type { ProductSummary } from '@/domain/types';

interface CartItemNameProps {
  product: ProductSummary;
  /** Registers the link, which receives focus when a neighbouring item leaves its list. */
  focusRef: (element: HTMLElement | null) => void;
}

/** A cart line's or saved item's name, linked to its product page, and its brand. */
export function CartItemName({ product, focusRef }: CartItemNameProps) {
  return (
    <>
      <h3 className="leading-snug font-semibold">
        <Link
          ref={focusRef}
          to={productPath(product.id)}
          className="rounded-sm hover:text-primary hover:underline"
        >
          {product.name}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">{product.brand}</p>
    </>
  );
}
