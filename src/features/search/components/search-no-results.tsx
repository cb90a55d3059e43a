import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import * as words from 'virtual:lumina-messages/searchPage';
import { facetsHideAllText, outsideRangeText, spellingHint } from '../model/search-text';

interface SearchNoResultsProps {
  /** A price range or a facet narrows the results. */
  filtered: boolean;
  /** How many products match the term and the facets, whatever their price. */
  matchCount: number;
  facetsChosen: boolean;
}

/**
 * 'No products found' for a search: when the term matches products outside the price range, how
 * many; when the facets leave none, that; otherwise a hint at the spelling. Either way a way on
 * to every product.
 */
export function SearchNoResults({ filtered, matchCount, facetsChosen }: SearchNoResultsProps) {
  return (
    <EmptyState
      as="h3"
      icon={<Search />}
      title={words.noProducts}
      description={
        filtered && matchCount > 0
          ? outsideRangeText(matchCount)
          : facetsChosen
            ? facetsHideAllText
            : spellingHint
      }
      className="rounded-lg border"
    >
      <Button asChild>
        <Link to="/products">{words.browseAllProducts}</Link>
      </Button>
    </EmptyState>
  );
}
