import { Slider as SliderPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible names for the thumbs, in order (e.g. ['Minimum price', 'Maximum price']). */
  thumbLabels: string[];
  /** Text read for a thumb's value (e.g. '$120'). */
  formatValue?: (value: number) => string;
};

const thumbLook = 'size-6 rounded-full border-2 border-primary bg-background shadow';
const thumbClass = `block ${thumbLook} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`;

/**
 * A one- or two-thumb range slider (Radix), keyboard operable with arrows, Page keys, Home and End.
 * Radix prerenders its thumbs hidden (it places them once it has measured them in the browser), so
 * the prerendered page would show a bare track until the slider hydrates: a stand-in of each thumb
 * (aria-hidden, drawn where Radix will put it) shows instead while they are hidden (app.css).
 */
export function Slider({ className, thumbLabels, formatValue, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [0];
  const { min = 0, max = 100 } = props;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
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
          className={thumbClass}
        />
      ))}
      {values.map((v, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={`slider-stand-in ${thumbLook}`}
          style={standInPosition(v, min, max)}
        />
      ))}
    </SliderPrimitive.Root>
  );
}

/**
 * Where Radix draws a thumb for `value`: its centre at the value's share of the track, pulled in
 * by up to half a thumb (12 px) at the ends so it stays inside (Radix's getThumbInBoundsOffset).
 */
function standInPosition(value: number, min: number, max: number): React.CSSProperties {
  const percent = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return { left: `calc(${percent}% + ${12 - (24 * percent) / 100}px)` };
}
