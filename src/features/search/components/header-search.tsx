import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '@/config/paths';

/** The header search box: Enter with non-blank text goes to /search?q={trimmed}. */
export function HeaderSearch({ idPrefix }: { idPrefix: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        if (query) void navigate(searchPath(query));
      }}
    >
      <label htmlFor={`${idPrefix}-input`} className="sr-only">
        Search products
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={`${idPrefix}-input`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search products..."
        autoComplete="off"
        className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-base md:text-sm"
      />
    </form>
  );
}
