import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/form-error';
import { BusyButton } from '@/components/busy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { limits } from '@/config/shop';
import { submitReview } from '@/data/services/review-service';
import { localIsoDate } from '@/domain/calendar-date';
import type { Review } from '@/domain/types';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSubmitLock } from '@/lib/use-submit-lock';
import {
  commentCounterText,
  emptyReviewForm,
  isReviewComplete,
  reviewMessages,
  reviewSchema,
} from '../model/review-schema';
import type { ReviewAuthor } from '../model/review-view';
import * as words from 'virtual:lumina-messages/reviews';
import { StarRatingInput } from './star-rating-input';

interface ReviewFormProps {
  productId: string;
  user: ReviewAuthor;
  /** Receives the saved review (the section lists it at the top). */
  onSubmitted: (review: Review) => void;
}

type ReviewInput = z.input<typeof reviewSchema>;
type ReviewValues = z.output<typeof reviewSchema>;

// This module is itself loaded on demand (write-review.tsx) and needs the schema at once (Submit
// is enabled only when the form would pass), so the schema is at hand; the resolver still loads.
const reviewValidation = lazyZodResolver<ReviewInput, ReviewValues>(() => Promise.resolve(reviewSchema));

/** The shopper's local date, YYYY-MM-DD. */
const today = () => localIsoDate(Date.now());

/** A fresh object per outcome, so a repeated failure moves focus again. */
type Outcome = { status: 'idle' | 'success' | 'failure' };

/**
 * The review form: rating, title and comment, validated by the review schema. Submit stays disabled
 * while the form is incomplete or submitting; the outcome is shown (and focused) under the button.
 */
export function ReviewForm({ productId, user, onSubmitted }: ReviewFormProps) {
  const { busy, run } = useSubmitLock();
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: reviewValidation.resolver,
    defaultValues: emptyReviewForm,
    mode: 'onTouched',
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const values = useWatch({ control });
  const current = {
    rating: values.rating ?? 0,
    title: values.title ?? '',
    comment: values.comment ?? '',
  };
  const complete = isReviewComplete(current);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const hintId = useId();

  // The submit button is disabled while submitting, which drops focus: put it on the outcome.
  useEffect(() => {
    if (outcome.status !== 'idle') outcomeRef.current?.focus();
  }, [outcome]);

  const onValid = (input: ReviewValues) =>
    run(async () => {
      setOutcome({ status: 'idle' });
      try {
        const saved = await submitReview(productId, input, user, today());
        onSubmitted(saved);
        reset(emptyReviewForm);
        setOutcome({ status: 'success' });
      } catch {
        setOutcome({ status: 'failure' });
      }
      return 'stay';
    });

  return (
    <form
      noValidate
      aria-label={words.formLabel}
      onSubmit={handleSubmit(onValid)}
      className="grid gap-5 rounded-lg border border-border p-4 sm:p-6"
    >
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field label={words.reviewTitle} required error={errors.title?.message}>
        {(ids) => (
          <Input {...ids} {...register('title')} maxLength={limits.reviewTitleMax} autoComplete="off" />
        )}
      </Field>
      <Field
        label={words.yourReview}
        required
        error={errors.comment?.message}
        hint={commentCounterText(current.comment.length)}
      >
        {(ids) => <Textarea {...ids} {...register('comment')} rows={5} maxLength={limits.reviewCommentMax} />}
      </Field>
      <FormError message={errors.root?.message} />
      <div className="grid justify-items-start gap-2">
        <BusyButton
          busy={busy}
          busyLabel={words.submitting}
          disabled={!complete}
          aria-describedby={complete ? undefined : hintId}
        >
          {words.submitReview}
        </BusyButton>
        {complete ? null : (
          <p id={hintId} className="text-sm text-muted-foreground">
            {words.completeHint}
          </p>
        )}
        {outcome.status === 'success' ? (
          <p ref={outcomeRef} tabIndex={-1} role="status" className="text-sm font-medium text-success">
            {reviewMessages.submitted}
          </p>
        ) : null}
        {outcome.status === 'failure' ? (
          <p ref={outcomeRef} tabIndex={-1} role="alert" className="text-sm font-medium text-destructive">
            {reviewMessages.submitFailed}
          </p>
        ) : null}
      </div>
    </form>
  );
}
