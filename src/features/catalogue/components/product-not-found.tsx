import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import * as words from 'virtual:lumina-messages/productPage';

/** The product page for an unknown id: 'Product Not Found' and the way back to the products. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <EmptyState
        as="h1"
        icon={<PackageSearch />}
        title={words.notFoundTitle}
        description={words.notFoundDescription}
      >
        <Button asChild>
          <Link to="/products">{words.backToProducts}</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
