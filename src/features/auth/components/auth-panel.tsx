import type * as React from 'react';

interface AuthPanelProps {
  /** The page's single h1. */
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
  /** Links under the card (sign up, back to home...). */
  footer?: React.ReactNode;
}

/** The centred card the sign-in, registration and password-reset pages share. */
export function AuthPanel({ title, description, children, footer }: AuthPanelProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-lg border bg-background p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-2 text-muted-foreground">{description}</p>
        </div>
        {children}
      </div>
      {footer ? <div className="mt-6 grid gap-3 text-center text-sm">{footer}</div> : null}
    </div>
  );
}
