import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import * as words from 'virtual:lumina-messages/catalogueUnavailable';

/** A page's status line when the catalogue could not be reached (read out, as the count is). */
export const catalogueUnavailableStatus = words.status;

/**
 * What a page shows when the catalogue could not be loaded (offline, a failed download), beside
 * that status line: what to do and a way to try again, instead of a busy state that never ends.
 * Also shown, beside their own status line, where a part's code could not be downloaded (the
 * checkout's form, the account's panels: lib/use-on-demand.ts).
 * Shown by the lists (products, sale, search) and by the pages that look products up by id (cart,
 * checkout, wishlist, the account's wishlist); all of them also try again by themselves when the
 * browser is back online (lib/use-retryable.ts).
 */
export function CatalogueUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 rounded-md border p-4">
      <p>{words.checkConnection}</p>
      <Button variant="outline" onClick={onRetry}>
        {words.tryAgain}
      </Button>
    </div>
  );
}

/**
 * A whole page's content when the products it needs could not be loaded (cart, checkout,
 * wishlist): its heading, the status line read out, and the way to try again.
 */
export function CatalogueUnavailablePage({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <>
      <PageHeader title={title} description={<span role="status">{catalogueUnavailableStatus}</span>} />
      <CatalogueUnavailable onRetry={onRetry} />
    </>
  );
}
