import { startTransition, useCallback, useEffect, useState } from 'react';
import type { CataloguePage, CatalogueRequest } from '@/domain/catalogue-request';
import { queryCatalogue } from './catalogue-client';

export interface CatalogueAnswer {
  /** The latest answer that has arrived: for `request`, or for an earlier one while it is pending. */
  page: CataloguePage | undefined;
  /** The request `page` answers. */
  answered: CatalogueRequest | undefined;
  /** True when `page` answers the request asked now. */
  current: boolean;
  /**
   * True when the request asked now could not be answered (offline, a download that failed):
   * nothing more comes until `retry`, or by itself when the browser is back online.
   */
  failed: boolean;
  /** Asks the current request again. */
  retry: () => void;
}

interface Answered {
  key: string;
  request: CatalogueRequest;
  page: CataloguePage;
}

/**
 * The answer to a question about the whole catalogue (decision 0010), asked of the catalogue
 * worker whenever `request` changes (null asks nothing). An answer to an earlier request that
 * arrives late is dropped; until the new one arrives, the previous answer stays available, so a
 * page can keep showing it rather than flash an empty state.
 */
export function useCatalogueQuery(request: CatalogueRequest | null): CatalogueAnswer {
  const key = request ? JSON.stringify(request) : null;
  const [answered, setAnswered] = useState<Answered | undefined>();
  // The request that failed, and a count of the tries asked for since (each one asks again).
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const asked = JSON.parse(key) as CatalogueRequest;
    let live = true;
    queryCatalogue(asked).then(
      (page) => {
        // A transition: React renders the new results in slices between which the page can
        // still take a tap or a keystroke (24 cards at 4x CPU were one ~90 ms task).
        if (live) startTransition(() => setAnswered({ key, request: asked, page }));
      },
      // Offline or a failed download: the page says so and offers to try again.
      () => {
        if (live) setFailedKey(key);
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const current = answered !== undefined && answered.key === key;
  const failed = !current && key !== null && failedKey === key;
  const retry = useCallback(() => {
    setFailedKey(null);
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  return { page: answered?.page, answered: answered?.request, current, failed, retry };
}
