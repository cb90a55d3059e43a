import type * as React from 'react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './button';

// The dialog (Radix) loads when the shopper first points at, focuses or presses its button.
const loadConfirmDialog = () => import('./confirm-dialog');
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
 * render: a press while the dialog's code loads is kept (the button shows it is busy) and the
 * dialog opens as soon as the code is there. There is never a dead placeholder.
 */
export function LazyConfirmDialog({ triggerProps, ...dialog }: LazyConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadConfirmDialog();
  return (
    <>
      <Button
        {...triggerProps}
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      />
      {requested ? (
        <Suspense fallback={<BusyMarker target={button} />}>
          <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Marks the button busy while the dialog's code loads (an attribute and a style: no layout shift). */
function BusyMarker({ target }: { target: React.RefObject<HTMLButtonElement | null> }) {
  useEffect(() => {
    const element = target.current;
    element?.setAttribute('aria-busy', 'true');
    return () => element?.removeAttribute('aria-busy');
  }, [target]);
  return null;
}
