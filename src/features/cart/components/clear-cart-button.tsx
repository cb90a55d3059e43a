import { Trash2 } from 'lucide-react';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

/** 'Clear Cart', confirmed in a dialog first (the saved-for-later list is kept). */
export function ClearCartButton({ onConfirm }: { onConfirm: () => void }) {
  return (
    <LazyConfirmDialog
      triggerProps={{
        variant: 'outline',
        children: (
          <>
            <Trash2 aria-hidden="true" />
            Clear Cart
          </>
        ),
      }}
      title="Clear your cart?"
      description="This removes every item from your cart. Items saved for later stay saved."
      confirmLabel="Clear Cart"
      onConfirm={onConfirm}
    />
  );
}
