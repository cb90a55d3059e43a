import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/authPages';

type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Accessible name of the show/hide button; it states what it reveals. */
  toggleLabel?: string;
};

/** A password field with a button that shows or hides the text (aria-pressed tells which). */
export function PasswordInput({ toggleLabel = words.showPassword, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        autoCapitalize="off"
        spellCheck={false}
        className={cn('pe-12', className)}
        {...props}
      />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        className="absolute end-0 top-0 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
