import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type CheckoutStep, checkoutSteps, stepLabels, stepNumber } from '../model/checkout-draft';
import * as words from 'virtual:lumina-messages/checkoutForm';

/** Shipping, Payment, Review: the current step carries aria-current="step"; done steps say so. */
export function CheckoutSteps({ current, className }: { current: CheckoutStep; className?: string }) {
  const currentNumber = stepNumber(current);
  return (
    <ol
      aria-label={words.stepsLabel}
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-3', className)}
    >
      {checkoutSteps.map((step, index) => {
        const number = index + 1;
        const done = number < currentNumber;
        const isCurrent = step === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex items-center gap-2 text-sm font-medium"
          >
            {index > 0 ? <span aria-hidden="true" className="h-px w-6 bg-border sm:w-10" /> : null}
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2',
                isCurrent && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary text-primary',
                !isCurrent && !done && 'border-input text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" /> : number}
            </span>
            <span className={isCurrent ? 'text-foreground' : 'text-muted-foreground'}>
              {stepLabels[step]}
              {done ? <span className="sr-only"> {words.stepCompleted}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
