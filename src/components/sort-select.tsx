import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import * as words from 'virtual:lumina-messages/listing';

interface SortSelectProps<T extends string> {
  value: T;
  /** Option values and their labels, in display order. */
  options: Readonly<Record<T, string>>;
  onChange: (value: T) => void;
  isValue: (value: unknown) => value is T;
}

/** A visible 'Sort by' label and a native select of the page's sort options. */
export function SortSelect<T extends string>({ value, options, onChange, isValue }: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap">
        {words.sortBy}
      </Label>
      <NativeSelect
        id={id}
        className="min-w-0"
        value={value}
        onChange={(event) => {
          if (isValue(event.target.value)) onChange(event.target.value);
        }}
      >
        {(Object.keys(options) as T[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
