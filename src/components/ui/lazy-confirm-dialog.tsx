import type * as React from 'react';
import { lazy, Suspense } from 'react';

// The dialog (Radix) is loaded when a page first shows its trigger, not with the page.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

type ConfirmDialogProps = React.ComponentProps<typeof ConfirmDialog>;

interface LazyConfirmDialogProps extends ConfirmDialogProps {
  /** Shown while the dialog's code loads; the trigger itself unless given. */
  fallback?: React.ReactNode;
}

/** ConfirmDialog, loaded on demand: the trigger shows at once and opens the dialog once loaded. */
export function LazyConfirmDialog({ fallback, ...props }: LazyConfirmDialogProps) {
  return (
    <Suspense fallback={fallback ?? props.trigger}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
