import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { outsideRangeText } from '../model/search-text';

/**
 * 'No products found' for a search: when the term matches products outside the price range, how
 * many; otherwise a hint at the spelling. Either way a way on to every product.
 */
export function SearchNoResults({ filtered, matchCount }: { filtered: boolean; matchCount: number }) {
  return (
    <EmptyState
      as="h3"
      icon={<Search />}
      title="No products found"
      description={
        filtered && matchCount > 0
          ? outsideRangeText(matchCount)
          : 'Check the spelling or try a more general term.'
      }
      className="rounded-lg border"
    >
      <Button asChild>
        <Link to="/products">Browse All Products</Link>
      </Button>
    </EmptyState>
  );
}
