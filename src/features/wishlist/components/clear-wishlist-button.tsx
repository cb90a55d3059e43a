import { Trash2 } from 'lucide-react';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

/** 'Clear Wishlist', confirmed in a dialog first (the wishlist cannot be brought back). */
export function ClearWishlistButton({ onConfirm }: { onConfirm: () => void }) {
  return (
    <LazyConfirmDialog
      triggerProps={{
        variant: 'outline',
        children: (
          <>
            <Trash2 aria-hidden="true" />
            Clear Wishlist
          </>
        ),
      }}
      title="Clear your wishlist?"
      description="This removes every item from your wishlist."
      confirmLabel="Clear Wishlist"
      onConfirm={onConfirm}
    />
  );
}
