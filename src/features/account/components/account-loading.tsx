import { CatalogueUnavailable } from '@/components/catalogue-unavailable';
import * as words from 'virtual:lumina-messages/account';

/**
 * Before the stored user has been read, or while the account's code is on its way: a neutral page,
 * never a flash of 'Please Log In'. With `onRetry`, that code could not be downloaded (offline):
 * said, with Try Again.
 */
export function AccountLoading({ onRetry }: { onRetry?: (() => void) | undefined } = {}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{words.pageTitle}</h1>
      <p role="status" className="mt-4 text-muted-foreground">
        {onRetry ? words.loadFailed : words.loading}
      </p>
      {onRetry ? <CatalogueUnavailable onRetry={onRetry} /> : null}
    </div>
  );
}
