import { useRef, useState, useTransition } from 'react';
import { loadOnce } from '@/lib/load-once';
import { useLoadedOnAsk } from '@/lib/use-loaded-on-ask';
import { Button, type ButtonProps } from './button';

// The dialog (Radix) loads when the shopper first points at, focuses or presses its button
// (`useLoadedOnAsk`).
const loadConfirmDialog = loadOnce(() => import('./confirm-dialog'));

interface LazyConfirmDialogProps {
  /** The button that opens the dialog: its look and label (it is always live). */
  triggerProps: ButtonProps;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * A confirmation whose code loads on demand. The button is a real, live control from the first
 * render: the first press mounts the dialog in a transition, so while its code loads React keeps
 * the page as it is and the button shows it is busy (`aria-busy`, drawn as a ring: no layout
 * shift), and the dialog opens as soon as the code is there. There is never a dead placeholder.
 */
export function LazyConfirmDialog({ triggerProps, ...dialog }: LazyConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const { value: loaded, ask } = useLoadedOnAsk(loadConfirmDialog);
  // Mounted from the first press on (so it closes as Radix closes a dialog, focus returned).
  const [pressed, setPressed] = useState(false);
  const Dialog = pressed ? loaded?.ConfirmDialog : undefined;
  const [loading, startTransition] = useTransition();
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void ask().catch(() => undefined);
  return (
    <>
      <Button
        {...triggerProps}
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          // Opened in this event when the code is in, so a key pressed next finds the dialog.
          setOpen(true);
          if (loadConfirmDialog.loaded()) return setPressed(true);
          // Offline with its code never fetched, the dialog stays closed; the next press tries again.
          startTransition(async () => {
            const module = await ask().catch(() => null);
            startTransition(() => (module ? setPressed(true) : setOpen(false)));
          });
        }}
      />
      {Dialog ? <Dialog {...dialog} open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </>
  );
}
