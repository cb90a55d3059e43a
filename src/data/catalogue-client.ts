/**
 * Questions about the whole catalogue (catalogue-answers.ts answers them). The header's search is
 * on every page, but most pages never ask: the worker's client, the index's reader and the prefix
 * files' rules load on the first question or the first warm-up (focus on the search box), not with
 * every page. The search page, which asks at once, imports catalogue-answers.ts itself, so it
 * comes with that page's own modules; a list asks only for another filter, sort or page.
 */
import type { CataloguePage, CatalogueRequest } from '@/domain/catalogue-request';
import { loadOnce } from '@/lib/load-once';
import { pageWork } from '@/lib/when-idle';

const answers = loadOnce(() => import('./catalogue-answers'));

/** Starts the catalogue worker and the index's download before the first question (see there). */
export function warmCatalogue(forPages = false): void {
  const loaded = answers.loaded();
  if (loaded) loaded.warmCatalogue(forPages);
  else
    answers().then(
      (module) => module.warmCatalogue(forPages),
      () => undefined,
    );
}

/** The answer to `request`; rejects when the catalogue cannot be loaded (offline). */
export function queryCatalogue(request: CatalogueRequest): Promise<CataloguePage> {
  const loaded = answers.loaded();
  if (loaded) return loaded.queryCatalogue(request);
  // The page's own work from the start: fetching ahead waits for it (lib/when-idle.ts).
  return pageWork(answers().then((module) => module.queryCatalogue(request)));
}
