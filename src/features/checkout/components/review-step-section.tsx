import type * as React from 'react';
import { Button } from '@/components/ui/button';
import * as words from 'virtual:lumina-messages/checkoutForm';

/** One part of the Review step (address, delivery, payment, items), with its Edit button. */
export function ReviewSection({
  title,
  onEdit,
  editLabel,
  children,
}: {
  title: string;
  onEdit?: () => void;
  editLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-md border p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {onEdit ? (
          <Button variant="link" size="sm" onClick={onEdit}>
            {words.edit}
            <span className="sr-only"> {editLabel}</span>
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
