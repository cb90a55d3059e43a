import type { ContentStep } from '@/data/content-repository';
import { cn } from '@/lib/cn';

interface NumberedStepsProps {
  steps: readonly ContentStep[];
  /**
   * What a screen reader hears before a step's title ('Step 2:'), from the page's own words: this
   * component is shared by two pages (the `content` group of scripts/chunk-groups.mjs), and words
   * imported here would be a chunk of their own.
   */
  stepLabel: (step: number) => string;
  className?: string;
}

/** An ordered list of steps, each numbered, with an h3 title (returns timeline, hiring process). */
export function NumberedSteps({ steps, stepLabel, className }: NumberedStepsProps) {
  return (
    <ol className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-lg border p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold">
            <span className="sr-only">{stepLabel(index + 1)} </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
