import { useEffect } from 'react';
import { offlineText } from '../offline-text';
import { ErrorPage } from './error-page';

/** True when this document was loaded at another address: the app has navigated since. */
function navigatedSinceLoad(): boolean {
  const loaded = performance.getEntriesByType('navigation')[0]?.name;
  return loaded !== undefined && loaded !== location.href;
}

/**
 * A page whose code or data could not be fetched with no network. After a move inside the app,
 * the address is asked for again as a whole page: the service worker answers with the saved copy
 * (which carries its data) or with its offline page. On the page first loaded, it says so here.
 */
export function OfflineError() {
  const reload = navigatedSinceLoad();
  useEffect(() => {
    if (reload) location.reload();
  }, [reload]);
  return <ErrorPage title={offlineText.pageTitle} message={offlineText.pageMessage} />;
}
