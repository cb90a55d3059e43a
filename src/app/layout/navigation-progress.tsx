import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import * as words from 'virtual:lumina-messages/shell';

/** A navigation that shows its page within this time needs no indicator. */
const SHOW_AFTER_MS = 300;

/**
 * A thin bar along the top of the window while a move to another page takes longer than
 * SHOW_AFTER_MS, with 'Loading page…' said politely to screen readers. Fixed over the header, so
 * nothing moves; it slides only where the shopper has not asked for reduced motion.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  // The navigation that has been under way for SHOW_AFTER_MS (its target), if any.
  const [slowTo, setSlowTo] = useState<string | null>(null);
  const to = navigation.state === 'loading' ? navigation.location.key : null;
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => setSlowTo(to), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [to]);
  const slow = to !== null && slowTo === to;
  return (
    <>
      {slow ? (
        <div
          data-testid="navigation-progress"
          aria-hidden="true"
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden bg-primary/20"
        >
          <div className="h-full w-1/3 bg-primary motion-safe:animate-[navigation-progress_1.2s_ease-in-out_infinite] motion-reduce:w-full" />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {slow ? words.loadingPage : ''}
      </p>
    </>
  );
}
