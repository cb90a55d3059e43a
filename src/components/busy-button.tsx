import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type BusyButtonProps = Omit<React.ComponentProps<typeof Button>, 'asChild'> & {
  /** True while the submission runs: a spinner and `busyLabel` show instead of `icon` and the label. */
  busy: boolean;
  /** The label while busy, e.g. 'Signing in...'. */
  busyLabel: string;
  /** An icon before the label while idle (aria-hidden, as the spinner is). */
  icon?: React.ReactNode;
  /**
   * Stays focusable while busy (aria-disabled rather than disabled), for a wait long enough that
   * losing focus to the page would lose the shopper's place (Place Order). A double press is held
   * by lib/use-submit-lock.ts either way.
   */
  focusableWhileBusy?: boolean;
};

/**
 * Every form's submit button that shows progress (sign-in, registration, reset link, messages,
 * newsletter, review, Place Order): a spinner and the busy label while the submission runs, and no
 * second press. A submit button unless `type` says otherwise.
 */
export function BusyButton({
  busy,
  busyLabel,
  icon,
  focusableWhileBusy = false,
  disabled,
  className,
  children,
  type = 'submit',
  ...props
}: BusyButtonProps) {
  return (
    <Button
      type={type}
      disabled={(busy && !focusableWhileBusy) || disabled}
      aria-disabled={(busy && focusableWhileBusy) || undefined}
      className={cn(focusableWhileBusy && 'aria-disabled:cursor-wait aria-disabled:opacity-60', className)}
      {...props}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {busy ? busyLabel : children}
    </Button>
  );
}
