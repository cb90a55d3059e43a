import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import * as words from 'virtual:lumina-messages/searchPage';
import { searchHref } from '../model/search-listing';
import { useRecentSearches } from '../use-recent-searches';

/** No term: ask for one, and offer the recent searches (client state, so only after hydration). */
export function SearchPrompt() {
  const { recent } = useRecentSearches();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <EmptyState as="h1" icon={<Search />} title={words.promptTitle} description={words.promptDescription}>
        <Button asChild variant="outline">
          <Link to="/products">{words.browseAllProducts}</Link>
        </Button>
      </EmptyState>
      {recent.length > 0 ? (
        <section aria-labelledby="recent-searches-heading" className="mx-auto max-w-md text-center">
          <h2 id="recent-searches-heading" className="mb-3 font-semibold">
            {words.recentSearches}
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {recent.map((term) => (
              <li key={term}>
                <Link
                  to={searchHref(term)}
                  className="inline-flex min-h-10 max-w-64 items-center truncate rounded-full border px-4 text-sm hover:bg-accent"
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
