import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { Review } from '@/domain/types';
import { cn } from '@/lib/cn';
import { loadOnce } from '@/lib/load-once';
import { useLoadedOnAsk } from '@/lib/use-loaded-on-ask';
import { reviewMessages } from '../model/review-messages';
import type { ReviewAuthor } from '../model/review-view';
import * as words from 'virtual:lumina-messages/reviews';

// The form (react-hook-form, zod) loads when it is open to a signed-in shopper, and ahead of that
// when the shopper points at or focuses the toggle (`useLoadedOnAsk`). Offline, the "Loading" line
// stays; pointing, focusing or opening again tries again.
const loadReviewForm = loadOnce(() => import('./review-form'));

interface WriteReviewProps {
  productId: string;
  user: ReviewAuthor | null;
  loginHref: string;
  onSubmitted: (review: Review) => void;
}

/** The 'Write a Review' toggle and, below it, the form or (signed out) the login prompt. */
export function WriteReview({ productId, user, loginHref, onSubmitted }: WriteReviewProps) {
  const [open, setOpen] = useState(false);
  const { value: form, ask } = useLoadedOnAsk(loadReviewForm);
  const ReviewForm = form?.ReviewForm;
  const panelId = useId();
  const warm = () => void ask().catch(() => undefined);
  const wanted = open && user !== null && !ReviewForm;
  // Open before the stored sign-in was read (a tap just after hydration), it loads once it is.
  useEffect(() => {
    if (wanted) void ask().catch(() => undefined);
  }, [wanted, ask]);
  return (
    <div className="grid max-w-2xl gap-4">
      <div>
        <Button
          variant={open ? 'outline' : 'default'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          onPointerEnter={user ? warm : undefined}
          onFocus={user ? warm : undefined}
        >
          {words.writeReview}
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          user ? (
            ReviewForm ? (
              <ReviewForm productId={productId} user={user} onSubmitted={onSubmitted} />
            ) : (
              <p className="text-sm text-muted-foreground">{words.loadingForm}</p>
            )
          ) : (
            <div className="grid justify-items-start gap-3 rounded-lg border border-border p-4 sm:p-6">
              <p className="font-medium">{reviewMessages.loginRequired}</p>
              <Button asChild>
                <Link to={loginHref}>{words.logIn}</Link>
              </Button>
            </div>
          )
        ) : null}
      </div>
    </div>
  );
}
