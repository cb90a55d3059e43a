import { Trash2 } from 'lucide-react';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

interface ConfirmClearButtonProps {
  /** The button's text, also the dialog's confirm button ('Clear Cart'). */
  label: string;
  title: string;
  description: string;
  onConfirm: () => void;
}

/**
 * An outline button with a bin icon that empties a list once a dialog confirms it. The dialog's
 * code loads on demand, and a press before it has loaded (even before hydration) still opens it
 * (`LazyConfirmDialog`).
 */
export function ConfirmClearButton({ label, title, description, onConfirm }: ConfirmClearButtonProps) {
  return (
    <LazyConfirmDialog
      triggerProps={{
        variant: 'outline',
        children: (
          <>
            <Trash2 aria-hidden="true" />
            {label}
          </>
        ),
      }}
      title={title}
      description={description}
      confirmLabel={label}
      onConfirm={onConfirm}
    />
  );
}
