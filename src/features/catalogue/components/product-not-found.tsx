import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** The product page for an unknown id: 'Product Not Found' and the way back to the products. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <EmptyState
        as="h1"
        icon={<PackageSearch />}
        title="Product Not Found"
        description="The product you are looking for does not exist or is no longer available."
      >
        <Button asChild>
          <Link to="/products">Back to Products</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
