import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatDeliveryWindow } from '@/data/delivery-text';
import { deliveryWindow, orderMomentAt } from '@/domain/delivery';
import type { CartTotals } from '@/domain/pricing';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/toast';
import { useSubmitLock } from '@/lib/use-submit-lock';
import type { CheckoutDraft, CheckoutStep } from '../model/checkout-draft';
import type { ReviewStepValues } from '../model/checkout-schemas';
import { cardLast4, checkoutUnavailableMessage, termsRequiredMessage } from '../model/checkout-text';
import { orderNotPlacedMessage } from '../model/order-refusal-text';
import { deliveryLabel, paymentMethodLabel } from '../model/orders';
import { AddressBlock } from './address-block';
import { type DisplayLine, OrderItems } from './order-items';
import { OrderTotals } from './order-totals';
import { ReviewSection } from './review-step-section';
import { StepActions } from './step-actions';
import { useDraftSync, useAfterErrors } from './step-form';
import * as words from 'virtual:lumina-messages/checkoutForm';

interface ReviewStepForm {
  termsAccepted: boolean;
}

const reviewValidation = lazyZodResolver<ReviewStepForm, ReviewStepValues>(() =>
  import('../model/checkout-schemas').then(
    (m) => m.reviewStepSchema as z.ZodType<ReviewStepValues, ReviewStepForm>,
  ),
);

interface ReviewStepProps {
  draft: CheckoutDraft;
  lines: readonly DisplayLine[];
  /** With the chosen delivery method and its price. */
  totals: CartTotals;
  /** The time the delivery estimate counts from. */
  now: number;
  onEdit: (step: CheckoutStep) => void;
  onTermsChange: (accepted: boolean) => void;
  onPrevious: () => void;
  /** Places the order; the button shows 'Processing...' until it settles and never runs twice. */
  onPlaceOrder: () => Promise<void>;
}

/**
 * Step 3: what will be ordered, where to, how it is delivered (method, price, dates) and paid (a card shows only its last 4 digits),
 * the terms box and Place Order.
 */
export function ReviewStep({
  draft,
  lines,
  totals,
  now,
  onEdit,
  onTermsChange,
  onPrevious,
  onPlaceOrder,
}: ReviewStepProps) {
  const termsId = useId();
  const termsErrorId = `${termsId}-error`;
  const { busy: processing, run } = useSubmitLock();
  const navigate = useNavigate();
  const saved = useMemo(() => ({ termsAccepted: draft.termsAccepted }), [draft.termsAccepted]);
  const form = useForm<ReviewStepForm, unknown, ReviewStepValues>({
    resolver: reviewValidation.resolver,
    defaultValues: saved,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const afterErrors = useAfterErrors(form);
  useDraftSync(form, saved, ({ termsAccepted }) => onTermsChange(termsAccepted));
  useEffect(() => reviewValidation.preload(), []);
  const termsError = form.formState.errors.termsAccepted !== undefined;
  const { payment } = draft;

  const placeOrder = () =>
    run(async () => {
      try {
        await onPlaceOrder();
        return 'leaving';
      } catch (error) {
        // Nothing was ordered: the cart and the form are kept as they are.
        const { toCart, ...toast } = orderNotPlacedMessage(error);
        const action = toCart && { label: toCart.label, onClick: () => void navigate('/cart') };
        notify({ ...toast, variant: 'destructive', ...(action ? { action } : {}) });
        return 'stay';
      }
    });
  const refuse = (errors: { root?: unknown }) => {
    const toast = errors.root ? checkoutUnavailableMessage : termsRequiredMessage;
    afterErrors(() => {
      notify({ ...toast, variant: 'destructive' });
      if (!errors.root) form.setFocus('termsAccepted');
    });
  };

  const paymentLabel = paymentMethodLabel(
    payment.type === 'card'
      ? { type: 'card', last4: payment.savedCard ?? cardLast4(payment.cardNumber) }
      : { type: payment.type },
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(placeOrder, refuse)}>
      <div className="grid gap-4">
        <ReviewSection
          title={words.shippingAddress}
          onEdit={() => onEdit('shipping')}
          editLabel={words.editShippingAddress}
        >
          <AddressBlock address={draft.shipping} />
        </ReviewSection>
        <ReviewSection
          title={words.delivery}
          onEdit={() => onEdit('shipping')}
          editLabel={words.editDelivery}
        >
          <p className="text-sm">{deliveryLabel(totals.delivery, totals.shipping)}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {words.arrives({
              dates: formatDeliveryWindow(deliveryWindow(totals.delivery, orderMomentAt(now))),
            })}
          </p>
        </ReviewSection>
        <ReviewSection
          title={words.paymentMethod}
          onEdit={() => onEdit('payment')}
          editLabel={words.editPayment}
        >
          <p className="text-sm">{paymentLabel}</p>
          {payment.type === 'card' ? (
            payment.billingSameAsShipping ? (
              <p className="mt-1 text-sm text-muted-foreground">{words.billingSameAsShipping}</p>
            ) : (
              <div className="mt-2">
                <p className="text-sm font-medium">{words.billingAddress}</p>
                <AddressBlock address={draft.billing} showContact={false} />
              </div>
            )
          ) : null}
        </ReviewSection>
        <ReviewSection title={words.items}>
          <OrderItems lines={lines} label={words.itemsToOrder} />
          <OrderTotals totals={totals} className="mt-4 border-t pt-4" />
        </ReviewSection>
      </div>

      <div className="mt-6 grid gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id={termsId}
            aria-invalid={termsError || undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
            {...form.register('termsAccepted', { onChange: () => form.clearErrors('termsAccepted') })}
          />
          <label htmlFor={termsId} className="text-sm leading-normal font-medium">
            {words.acceptTerms}{' '}
            <Link to="/terms" className="text-primary underline underline-offset-4">
              {words.termsOfService}
            </Link>{' '}
            {words.acceptTermsAnd}{' '}
            <Link to="/privacy" className="text-primary underline underline-offset-4">
              {words.privacyPolicy}
            </Link>
          </label>
        </div>
        {termsError ? (
          <p id={termsErrorId} role="alert" className="text-sm font-medium text-destructive">
            {termsRequiredMessage.description}
          </p>
        ) : null}
      </div>

      <p role="status" className="sr-only">
        {processing ? words.placingOrder : ''}
      </p>

      <StepActions onPrevious={onPrevious} busy={processing}>
        <BusyButton busy={processing} busyLabel={words.processing} focusableWhileBusy size="lg">
          {words.placeOrder}
        </BusyButton>
      </StepActions>
    </form>
  );
}
