import { Slider as SliderPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible names for the thumbs, in order (e.g. ['Minimum price', 'Maximum price']). */
  thumbLabels: string[];
  /** Text read for a thumb's value (e.g. '$120'). */
  formatValue?: (value: number) => string;
};

/** A one- or two-thumb range slider (Radix), keyboard operable with arrows, Page keys, Home and End. */
export function Slider({ className, thumbLabels, formatValue, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [0];
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((v, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={thumbLabels[i]}
          aria-valuetext={formatValue ? formatValue(v) : undefined}
          className="block size-6 rounded-full border-2 border-primary bg-background shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
