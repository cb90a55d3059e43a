import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { searchSorts, type SearchSort } from '@/domain/product-query';
import { isSearchSort, searchSortLabels } from '../model/search-params';

interface SearchSortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

/** 'Sort by' with the search sorts: relevance (default), price low/high, rating, newest. */
export function SearchSortSelect({ value, onChange }: SearchSortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap">
        Sort by
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          if (isSearchSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {searchSorts.map((sort) => (
          <option key={sort} value={sort}>
            {searchSortLabels[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
