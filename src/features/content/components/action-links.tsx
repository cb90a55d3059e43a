import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { ContentAction } from '@/data/content-repository';
import { cn } from '@/lib/cn';
import { InPageLink } from './in-page-link';

/** A content file's link as a button: a #link brings its section into view, others move client-side. */
export function ActionLink({
  action,
  size,
  className,
}: {
  action: ContentAction;
  size?: 'lg';
  className?: string;
}) {
  return (
    <Button asChild variant={action.variant ?? 'default'} size={size} className={className}>
      {action.href.startsWith('#') ? (
        <InPageLink targetId={action.href.slice(1)}>{action.label}</InPageLink>
      ) : (
        <Link to={action.href}>{action.label}</Link>
      )}
    </Button>
  );
}

/** A row of action buttons (a closing block's Start Shopping, View Careers...). */
export function ActionLinks({
  actions,
  size,
  className,
}: {
  actions: readonly ContentAction[];
  size?: 'lg';
  className?: string;
}) {
  return (
    <div className={cn('mt-6 flex flex-wrap gap-3', className)}>
      {actions.map((action) => (
        <ActionLink key={action.href} action={action} size={size} />
      ))}
    </div>
  );
}
