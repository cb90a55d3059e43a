import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

/** 'Clear Cart', confirmed in a dialog first (the saved-for-later list is kept). */
export function ClearCartButton({ onConfirm }: { onConfirm: () => void }) {
  const trigger = (
    <Button variant="outline">
      <Trash2 aria-hidden="true" />
      Clear Cart
    </Button>
  );
  return (
    <LazyConfirmDialog
      trigger={trigger}
      title="Clear your cart?"
      description="This removes every item from your cart. Items saved for later stay saved."
      confirmLabel="Clear Cart"
      onConfirm={onConfirm}
    />
  );
}
