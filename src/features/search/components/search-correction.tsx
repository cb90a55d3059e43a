import { Link } from 'react-router';
import { correctionText, exactSearchText } from '../model/search-text';

interface SearchCorrectionProps {
  typed: string;
  corrected: string;
  /** The address of the same search for the words exactly as typed. */
  exactHref: string;
}

/** Over the results of a corrected query: what found nothing, what is shown, and the way back. */
export function SearchCorrection({ typed, corrected, exactHref }: SearchCorrectionProps) {
  return (
    <div role="status" className="mb-4 rounded-md border bg-muted/40 px-4 py-3 text-sm">
      <p className="[overflow-wrap:anywhere]">{correctionText(typed, corrected)}</p>
      <Link to={exactHref} className="font-medium text-primary underline underline-offset-4">
        {exactSearchText(typed)}
      </Link>
    </div>
  );
}
