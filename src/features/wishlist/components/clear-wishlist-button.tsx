import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

/** 'Clear Wishlist', confirmed in a dialog first (the wishlist cannot be brought back). */
export function ClearWishlistButton({ onConfirm }: { onConfirm: () => void }) {
  const trigger = (
    <Button variant="outline">
      <Trash2 aria-hidden="true" />
      Clear Wishlist
    </Button>
  );
  return (
    <LazyConfirmDialog
      trigger={trigger}
      title="Clear your wishlist?"
      description="This removes every item from your wishlist."
      confirmLabel="Clear Wishlist"
      onConfirm={onConfirm}
    />
  );
}
