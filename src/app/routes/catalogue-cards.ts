import { catalogueCardsUrl } from '@/domain/catalogue-data-paths';
import { catalogueDataResponse } from './catalogue-data';

/** /data/catalogue-cards.json: the catalogue index's second part, what only cards show (decision 0010). */
export function loader() {
  return catalogueDataResponse(catalogueCardsUrl);
}
