import { lazy, Suspense, useRef, useState, useTransition } from 'react';
import { loadOnce } from '@/lib/load-once';
import { Button, type ButtonProps } from './button';

// The dialog (Radix) loads when the shopper first points at, focuses or presses its button.
const loadConfirmDialog = loadOnce(() => import('./confirm-dialog'));
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

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
  const [requested, setRequested] = useState(false);
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
          const mount = () => setRequested(true);
          if (loadConfirmDialog.loaded()) mount();
          else startTransition(mount);
        }}
      />
      {/* A boundary already shown, so the transition waits in it rather than showing a fallback. */}
      <Suspense fallback={null}>
        {requested ? (
          <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        ) : null}
      </Suspense>
    </>
  );
}
