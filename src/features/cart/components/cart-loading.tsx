import * as words from 'virtual:lumina-messages/cart';
/** Shown until the stored cart has loaded: keeps the layout's space without a false empty state. */
export function CartLoading() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-3">
      <span className="sr-only">{words.loading}</span>
      <div aria-hidden="true" className="space-y-6 lg:col-span-2">
        {[0, 1].map((n) => (
          <div key={n} className="flex animate-pulse gap-4">
            <div className="size-20 rounded-md bg-muted sm:size-28" />
            <div className="flex-1 space-y-3 py-1">
              <div className="h-4 w-2/3 rounded bg-muted" />
              <div className="h-4 w-1/3 rounded bg-muted" />
              <div className="h-10 w-40 rounded bg-muted" />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="h-72 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}
