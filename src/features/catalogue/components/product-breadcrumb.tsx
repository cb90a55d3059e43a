import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import * as words from 'virtual:lumina-messages/productPage';

/** Home / Products / {name}: the trail above a product, the last step marked as the current page. */
export function ProductBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label={words.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        <li className="flex items-center gap-1">
          <Link to="/" className="inline-flex min-h-6 items-center hover:text-primary hover:underline">
            {words.home}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </li>
        <li className="flex items-center gap-1">
          <Link
            to="/products"
            className="inline-flex min-h-6 items-center hover:text-primary hover:underline"
          >
            {words.products}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </li>
        <li>
          <span aria-current="page" className="font-medium text-foreground">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
