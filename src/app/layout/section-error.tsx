import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * A route's own error boundary content: the header, footer and cart stay usable around it, and
 * "Try again" re-renders the route.
 */
export function SectionError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 tabIndex={-1} className="text-2xl font-bold">
        This section could not be shown
      </h1>
      <p className="text-muted-foreground">
        Something went wrong while showing this page. Your cart and wishlist are safe.
      </p>
      <div className="flex gap-3">
        <Button onClick={onRetry ?? (() => window.location.reload())}>Try again</Button>
        <Button asChild variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </div>
  );
}
