/** The small number on the header's cart and wishlist icons (hidden from screen readers: the link says it). */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
