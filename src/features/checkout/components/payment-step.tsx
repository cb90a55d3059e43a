import { CreditCard, Smartphone, Wallet } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useMemo } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/toast';
import { addressFields, cardFields, firstInvalid } from '../model/checkout-draft';
import type { PaymentStepValues } from '../model/checkout-schemas';
import {
  type AddressForm,
  checkoutUnavailableMessage,
  formatExpiryInput,
  type PaymentForm,
  type PaymentType,
  paymentTypeLabels,
  paymentTypes,
} from '../model/checkout-text';
import { paymentStepToast } from '../model/step-toasts';
import { AddressFields } from './address-fields';
import { CardFields } from './card-fields';
import { RadioCard } from './radio-card';
import { SavedCardChoice } from './saved-card-choice';
import { StepActions } from './step-actions';
import { messagesOf, useDraftSync, useAfterErrors } from './step-form';
import * as words from 'virtual:lumina-messages/checkoutForm';

/** The Payment step's form: the payment and the billing address. */
type PaymentStepForm = PaymentForm & { billing: AddressForm };

const paymentValidation = lazyZodResolver<PaymentStepForm, PaymentStepValues>(() =>
  import('../model/checkout-schemas').then(
    (m) => m.paymentStepSchema as z.ZodType<PaymentStepValues, PaymentStepForm>,
  ),
);

const paymentIcons: Readonly<Record<PaymentType, React.ComponentType<{ className?: string }>>> = {
  card: CreditCard,
  paypal: Wallet,
  apple_pay: Smartphone,
};

interface PaymentStepProps {
  payment: PaymentForm;
  /** The last 4 digits of the card saved earlier in this visit, if any: offered as a choice. */
  savedCardLast4?: string | null | undefined;
  /** Forgets the saved card (the shopper then enters a card). */
  onForgetSavedCard?: () => void;
  billing: AddressForm;
  /** Receives the payment and billing address as the shopper edits them (for the draft). */
  onChange: (payment: PaymentForm, billing: AddressForm) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Step 2: card, PayPal or Apple Pay. A card needs its number, expiry, CVV and name ('Payment
 * Information Required' otherwise); unticking 'Billing address same as shipping' asks for a billing
 * address checked like the shipping one. The card fields are never sent anywhere: the order keeps
 * only the last 4 digits.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { payment, billing, savedCardLast4, onForgetSavedCard, onChange, onPrevious, onNext } = props;
  const saved = useMemo(() => ({ ...payment, billing }), [payment, billing]);
  const form = useForm<PaymentStepForm, unknown, PaymentStepValues>({
    resolver: paymentValidation.resolver,
    defaultValues: saved,
    // Focus goes to the first invalid field in form order (card, then billing): see onInvalid.
    shouldFocusError: false,
  });
  const { register, setValue, setFocus, trigger, control } = form;
  const afterErrors = useAfterErrors(form);
  const { errors, isSubmitted } = form.formState;
  useDraftSync(form, saved, ({ billing: nextBilling, ...nextPayment }) => onChange(nextPayment, nextBilling));
  useEffect(() => paymentValidation.preload(), []);
  const sameId = useId();
  const [type, savedCard, billingSameAsShipping] = useWatch({
    control,
    name: ['type', 'savedCard', 'billingSameAsShipping'],
  });
  const isCard = type === 'card';
  const usesSavedCard = isCard && savedCardLast4 != null && savedCard === savedCardLast4;
  // After a failed Next, the whole step is checked again on each change.
  const recheck = () => {
    if (isSubmitted) void trigger();
  };
  const choose = (patch: Pick<PaymentForm, 'type'> | Pick<PaymentForm, 'savedCard'>) => {
    if ('type' in patch) setValue('type', patch.type);
    else setValue('savedCard', patch.savedCard);
    recheck();
  };

  const onInvalid = (found: FieldErrors<PaymentStepForm>) => {
    const card = messagesOf(found, cardFields);
    const billingErrors = messagesOf(found.billing, addressFields);
    const toast = found.root ? checkoutUnavailableMessage : paymentStepToast(card, billingErrors);
    const firstCard = firstInvalid(cardFields, card);
    const firstBilling = firstInvalid(addressFields, billingErrors);
    afterErrors(() => {
      if (toast) notify({ ...toast, variant: 'destructive' });
      if (firstCard) setFocus(firstCard);
      else if (firstBilling) setFocus(`billing.${firstBilling}`);
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(() => onNext(), onInvalid)}>
      <fieldset>
        <legend className="mb-3 text-base font-semibold">{words.paymentMethod}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {paymentTypes.map((option) => {
            const Icon = paymentIcons[option];
            return (
              <RadioCard
                key={option}
                name="paymentType"
                value={option}
                checked={type === option}
                onSelect={() => choose({ type: option })}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {paymentTypeLabels[option]}
              </RadioCard>
            );
          })}
        </div>
      </fieldset>

      {isCard ? (
        <div className="mt-6 grid gap-4">
          {savedCardLast4 ? (
            <SavedCardChoice
              last4={savedCardLast4}
              selected={usesSavedCard}
              onSelect={(useSaved) => choose({ savedCard: useSaved ? savedCardLast4 : null })}
              onForget={() => {
                choose({ savedCard: null });
                onForgetSavedCard?.();
              }}
            />
          ) : null}
          {usesSavedCard ? null : (
            <CardFields
              errors={messagesOf(errors, cardFields)}
              register={(field) =>
                field === 'expiryDate'
                  ? register(field, {
                      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                        setValue(field, formatExpiryInput(event.target.value), {
                          shouldValidate: isSubmitted,
                        }),
                    })
                  : register(field)
              }
            />
          )}
          <div className="flex items-center gap-3">
            <Checkbox id={sameId} {...register('billingSameAsShipping', { onChange: recheck })} />
            <Label htmlFor={sameId}>{words.billingSameAsShipping}</Label>
          </div>
          {billingSameAsShipping ? null : (
            <fieldset className="rounded-md border p-4">
              <legend className="px-1 text-base font-semibold">{words.billingAddress}</legend>
              <AddressFields
                section="billing"
                register={(field) => register(`billing.${field}`)}
                errors={messagesOf(errors.billing, addressFields)}
              />
            </fieldset>
          )}
        </div>
      ) : (
        <p className="mt-6 rounded-md bg-muted p-4 text-sm">
          {words.noCardDetails({ method: paymentTypeLabels[type] })}
        </p>
      )}

      <StepActions onPrevious={onPrevious}>
        <Button type="submit">{words.next}</Button>
      </StepActions>
    </form>
  );
}
