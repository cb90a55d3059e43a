import type { Route } from './+types/suggestion-prefixes';
import { catalogueDataResponse } from './catalogue-data';

/** /data/suggest/<n>.json: the header's answers to one- and two-character queries (decision 0010). */
export function loader({ params }: Route.LoaderArgs) {
  return catalogueDataResponse(`/data/suggest/${params.file}`);
}
