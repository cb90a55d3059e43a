import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { pageLinks } from '@/domain/pagination';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/pagination';

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page (the list's other choices kept), so every page is a real, crawlable link. */
  hrefFor: (page: number) => string;
}

/** Page links under a long list: Previous, 1 … 4 5 6 … 20, Next. Nothing for a single page. */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages <= 1) return null;
  const link = (to: number, children: React.ReactNode, label: string, current = false) => (
    <Link
      to={hrefFor(to)}
      preventScrollReset={false}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={cn(buttonVariants({ variant: current ? 'default' : 'outline', size: 'sm' }), 'min-w-9')}
    >
      {children}
    </Link>
  );
  return (
    <nav aria-label={words.label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1
        ? link(
            page - 1,
            <>
              <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
              {words.previous}
            </>,
            words.previousPage,
          )
        : null}
      {pageLinks(page, pages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <span key={entry}>{link(entry, entry, words.page({ page: entry }), entry === page)}</span>
        ),
      )}
      {page < pages
        ? link(
            page + 1,
            <>
              {words.next}
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
            </>,
            words.nextPage,
          )
        : null}
    </nav>
  );
}
