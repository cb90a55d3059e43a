import { useRef, useState, useTransition } from 'react';
import { loadOnce } from '@/lib/load-once';
import { Button, type ButtonProps } from './button';

// The dialog (Radix) loads when the shopper first points at, focuses or presses its button.
// Rendered from the module once it is in, not through `lazy` and `<Suspense>`: there a press with
// the code already loaded still suspended once, and React held the revealed dialog back 300 ms (it
// spaces out what a boundary reveals after its fallback).
const loadConfirmDialog = loadOnce(() => import('./confirm-dialog'));
type ConfirmDialogComponent = Awaited<ReturnType<typeof loadConfirmDialog>>['ConfirmDialog'];

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
  // Mounted from the first press on (so it closes as Radix closes a dialog, focus returned).
  const [Dialog, setDialog] = useState<ConfirmDialogComponent>();
  const [loading, startTransition] = useTransition();
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadConfirmDialog();
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
          const loaded = loadConfirmDialog.loaded();
          if (loaded) return setDialog(() => loaded.ConfirmDialog);
          // Offline with its code never fetched, the dialog stays closed; the next press tries again.
          startTransition(async () => {
            const module = await loadConfirmDialog().catch(() => null);
            startTransition(() => (module ? setDialog(() => module.ConfirmDialog) : setOpen(false)));
          });
        }}
      />
      {Dialog ? <Dialog {...dialog} open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </>
  );
}
