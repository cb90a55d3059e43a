import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import * as words from 'virtual:lumina-messages/errorPage';

/**
 * A route's own error boundary content: the header, footer and cart stay usable around it, and
 * "Try again" re-renders the route.
 */
export function SectionError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 tabIndex={-1} className="text-2xl font-bold">
        {words.sectionTitle}
      </h1>
      <p className="text-muted-foreground">{words.sectionMessage}</p>
      <div className="flex gap-3">
        <Button onClick={onRetry ?? (() => window.location.reload())}>{words.tryAgain}</Button>
        <Button asChild variant="outline">
          <Link to="/">{words.toHome}</Link>
        </Button>
      </div>
    </div>
  );
}
