import { Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';

// The dialog (Radix) is loaded when the wishlist first shows the button, not with the page.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** 'Clear Wishlist', confirmed in a dialog first (the wishlist cannot be brought back). */
export function ClearWishlistButton({ onConfirm }: { onConfirm: () => void }) {
  const trigger = (
    <Button variant="outline">
      <Trash2 aria-hidden="true" />
      Clear Wishlist
    </Button>
  );
  return (
    <Suspense fallback={trigger}>
      <ConfirmDialog
        trigger={trigger}
        title="Clear your wishlist?"
        description="This removes every item from your wishlist."
        confirmLabel="Clear Wishlist"
        onConfirm={onConfirm}
      />
    </Suspense>
  );
}
