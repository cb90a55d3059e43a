import { isSessionExpired } from '@/data/services/service-errors';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { cartTotals } from '@/domain/pricing';
import { loadOnce } from '@/lib/load-once';
import {
  type CheckoutStep,
  draftAfterOrder,
  nextStep,
  prefillShipping,
  previousStep,
  stepNumber,
  checkoutSteps,
} from '../model/checkout-draft';
import type { OrderDetails, OrderItemInput } from '../model/orders';
import type { ShippingPrefill } from '../model/shipping-prefill';
import { checkoutDraftStore } from '../checkout-draft-store';
import { useCheckoutDraft } from '../use-checkout-draft';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryChoice } from './delivery-choice';
import type { DisplayLine } from './order-items';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import * as words from 'virtual:lumina-messages/checkoutForm';

/** A cart line as the checkout needs it (the cart's resolved items fit this shape). */
export interface CheckoutItem extends OrderItemInput {
  /** Unique in the cart (product and variant). */
  key: string;
  /** price x quantity, in cents. */
  lineTotal: number;
}

interface CheckoutFlowProps {
  items: readonly CheckoutItem[];
  /** The signed-in shopper's details, filled into blank shipping fields once. */
  prefill?: ShippingPrefill | null | undefined;
  /**
   * Places the order (simulated delay, record, empty the cart, navigate). Receives no card
   * details: only the payment type and the card's last 4 digits.
   */
  onPlaceOrder: (details: OrderDetails) => Promise<void>;
  /** The order service found the server's session ended (service-errors.ts): sign the shopper out. */
  onSessionExpired?: () => void;
  /** The last 4 digits of a card saved earlier in this visit: offered, and chosen by default. */
  savedCardLast4?: string | null | undefined;
  onForgetSavedCard?: () => void;
}

// What Place Order hands over is cleaned by the address schema (zod): loaded after the page.
const loadOrderDetails = loadOnce(() => import('../model/checkout-validation'));

const stepTitles: Readonly<Record<CheckoutStep, string>> = {
  shipping: words.shippingTitle,
  payment: words.paymentTitle,
  review: words.reviewTitle,
};

function toDisplayLine(item: CheckoutItem): DisplayLine {
  return {
    key: item.key,
    name: item.product.name,
    options: item.options,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
    image: item.image,
  };
}

/**
 * The three-step checkout (Shipping, Payment, Review) beside the order summary. What the shopper
 * enters lives in the in-memory checkout draft, so it survives moving between steps and leaving to
 * the cart and back.
 */
export function CheckoutFlow({
  items,
  prefill,
  onPlaceOrder,
  onSessionExpired,
  savedCardLast4,
  onForgetSavedCard,
}: CheckoutFlowProps) {
  const [draft, update] = useCheckoutDraft();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const lines = useMemo(() => items.map(toDisplayLine), [items]);
  const totals = useMemo(() => cartTotals(items, draft.delivery), [items, draft.delivery]);
  // The delivery dates count from now: read when the checkout opens and at each step.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void loadOrderDetails().catch(() => {});
  }, []);

  useEffect(() => {
    if (prefill) update((current) => prefillShipping(current, prefill));
  }, [prefill, update]);

  // A card saved earlier in this visit is the default, unless the shopper has started on a card.
  useEffect(() => {
    if (!savedCardLast4) return;
    update((current) =>
      current.payment.cardNumber || current.payment.savedCard === savedCardLast4
        ? current
        : { ...current, payment: { ...current.payment, savedCard: savedCardLast4 } },
    );
  }, [savedCardLast4, update]);

  // After Next, Previous or Edit, focus moves to the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [draft.step]);

  const goTo = (step: CheckoutStep) => {
    moved.current = true;
    setNow(Date.now());
    update((current) => ({ ...current, step }));
  };

  const placeOrder = async () => {
    const { orderDetailsFrom } = await loadOrderDetails();
    await onPlaceOrder(orderDetailsFrom(checkoutDraftStore.get())).catch((error: unknown) => {
      // The review step says so; the shopper is signed out here.
      if (isSessionExpired(error)) onSessionExpired?.();
      throw error;
    });
    // The card details are dropped from memory once the order is placed.
    update(draftAfterOrder);
  };

  const { step } = draft;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      {/* First in the page so a phone shows the order total above the step (folded, see
          checkout-summary.tsx); the right-hand column from lg. */}
      <CheckoutSummary
        lines={lines}
        totals={totals}
        className="self-start lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
      />
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <CheckoutSteps current={step} className="mb-6" />
        <section aria-labelledby={headingId} className="rounded-lg border p-4 sm:p-6">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="mb-4 text-xl font-semibold focus-visible:outline-none"
          >
            <span className="sr-only">
              {words.stepOf({ step: stepNumber(step), total: checkoutSteps.length })}{' '}
            </span>
            {stepTitles[step]}
          </h2>
          {step === 'shipping' ? (
            <ShippingStep
              values={draft.shipping}
              onChange={(shipping) => update((current) => ({ ...current, shipping }))}
              onNext={() => goTo(nextStep(step))}
            >
              <DeliveryChoice
                value={draft.delivery}
                lines={items}
                subtotal={totals.subtotal}
                now={now}
                onChange={(delivery) => update((current) => ({ ...current, delivery }))}
              />
            </ShippingStep>
          ) : step === 'payment' ? (
            <PaymentStep
              payment={draft.payment}
              savedCardLast4={savedCardLast4}
              onForgetSavedCard={onForgetSavedCard}
              billing={draft.billing}
              onChange={(payment, billing) => update((current) => ({ ...current, payment, billing }))}
              onPrevious={() => goTo(previousStep(step))}
              onNext={() => goTo(nextStep(step))}
            />
          ) : (
            <ReviewStep
              draft={draft}
              lines={lines}
              totals={totals}
              now={now}
              onEdit={goTo}
              onTermsChange={(accepted) => update((current) => ({ ...current, termsAccepted: accepted }))}
              onPrevious={() => goTo(previousStep(step))}
              onPlaceOrder={placeOrder}
            />
          )}
        </section>
      </div>
    </div>
  );
}
