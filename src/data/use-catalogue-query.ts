import type { CataloguePage, CatalogueRequest } from '@/domain/catalogue-request';
import { useRetryable } from '@/lib/use-retryable';
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
  request: CatalogueRequest;
  page: CataloguePage;
}

const ask = async (key: string): Promise<Answered> => {
  const request = JSON.parse(key) as CatalogueRequest;
  return { request, page: await queryCatalogue(request) };
};

/**
 * The answer to a question about the whole catalogue (decision 0010), asked of the catalogue
 * worker whenever `request` changes (null asks nothing). An answer to an earlier request that
 * arrives late is dropped; until the new one arrives, the previous answer stays available, so a
 * page can keep showing it rather than flash an empty state. Failure and retry: lib/use-retryable.ts.
 */
export function useCatalogueQuery(request: CatalogueRequest | null): CatalogueAnswer {
  const key = request ? JSON.stringify(request) : null;
  const { answer, failed, retry } = useRetryable(key, ask);
  const current = answer !== undefined && answer.key === key;
  return { page: answer?.value.page, answered: answer?.value.request, current, failed, retry };
}
