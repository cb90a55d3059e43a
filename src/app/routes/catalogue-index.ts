import { catalogueIndexUrl } from '@/domain/catalogue-data-paths';
import { catalogueDataResponse } from './catalogue-data';

/** /data/catalogue.json: the catalogue index (decision 0010). */
export function loader() {
  return catalogueDataResponse(catalogueIndexUrl);
}
