import { Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';

// The dialog (Radix) is loaded when a full cart first shows the button, not with the page.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** 'Clear Cart', confirmed in a dialog first (the saved-for-later list is kept). */
export function ClearCartButton({ onConfirm }: { onConfirm: () => void }) {
  const trigger = (
    <Button variant="outline">
      <Trash2 aria-hidden="true" />
      Clear Cart
    </Button>
  );
  return (
    <Suspense fallback={trigger}>
      <ConfirmDialog
        trigger={trigger}
        title="Clear your cart?"
        description="This removes every item from your cart. Items saved for later stay saved."
        confirmLabel="Clear Cart"
        onConfirm={onConfirm}
      />
    </Suspense>
  );
}
