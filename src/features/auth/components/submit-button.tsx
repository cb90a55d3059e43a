import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

interface SubmitButtonProps {
  busy: boolean;
  /** The label while the simulated call runs, e.g. 'Signing in...'. */
  busyLabel: string;
  children: React.ReactNode;
  className?: string;
}

/** A full-width submit button that shows progress and cannot be pressed again while busy. */
export function SubmitButton({ busy, busyLabel, children, className }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={busy} className={className}>
      {busy ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
