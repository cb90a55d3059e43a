import { ChevronDown } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { Review } from '@/domain/types';
import { cn } from '@/lib/cn';
import { reviewMessages } from '../model/review-messages';
import type { ReviewAuthor } from '../model/review-view';

// The form (react-hook-form, zod) loads only when the shopper opens it.
const loadReviewForm = () => import('./review-form');
const ReviewForm = lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })));

interface WriteReviewProps {
  productId: string;
  user: ReviewAuthor | null;
  loginHref: string;
  onSubmitted: (review: Review) => void;
}

/** The 'Write a Review' toggle and, below it, the form or (signed out) the login prompt. */
export function WriteReview({ productId, user, loginHref, onSubmitted }: WriteReviewProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid max-w-2xl gap-4">
      <div>
        <Button
          variant={open ? 'outline' : 'default'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          onPointerEnter={user ? () => void loadReviewForm() : undefined}
          onFocus={user ? () => void loadReviewForm() : undefined}
        >
          Write a Review
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          user ? (
            <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the review form...</p>}>
              <ReviewForm productId={productId} user={user} onSubmitted={onSubmitted} />
            </Suspense>
          ) : (
            <div className="grid justify-items-start gap-3 rounded-lg border border-border p-4 sm:p-6">
              <p className="font-medium">{reviewMessages.loginRequired}</p>
              <Button asChild>
                <Link to={loginHref}>Log In</Link>
              </Button>
            </div>
          )
        ) : null}
      </div>
    </div>
  );
}
