import { CreditCard, Smartphone, Wallet } from 'lucide-react';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';
import {
  type AddressField,
  addressFields,
  cardFields,
  type CardField,
  firstInvalid,
} from '../model/checkout-draft';
import type { PaymentStepCheck } from '../model/checkout-validation';
import {
  type AddressForm,
  checkoutUnavailableMessage,
  formatExpiryInput,
  type PaymentType,
  paymentTypeLabels,
  paymentTypes,
  type PaymentForm,
} from '../model/checkout-text';
import { AddressFields, addressFieldName } from './address-fields';
import { focusField } from './focus-field';
import { RadioCard } from './radio-card';
import { StepActions } from './step-actions';
import { loadedValidation, loadValidation } from '../validation-loader';

const paymentIcons: Readonly<Record<PaymentType, React.ComponentType<{ className?: string }>>> = {
  card: CreditCard,
  paypal: Wallet,
  apple_pay: Smartphone,
};

interface CardFieldSpec {
  label: string;
  autoComplete: string;
  numeric: boolean;
  maxLength: number;
  wide?: boolean;
}

const cardFieldSpecs: Readonly<Record<CardField, CardFieldSpec>> = {
  cardNumber: { label: 'Card number', autoComplete: 'cc-number', numeric: true, maxLength: 23, wide: true },
  expiryDate: { label: 'Expiry date (MM/YY)', autoComplete: 'cc-exp', numeric: true, maxLength: 7 },
  cvv: { label: 'CVV', autoComplete: 'cc-csc', numeric: true, maxLength: 4 },
  nameOnCard: { label: 'Name on card', autoComplete: 'cc-name', numeric: false, maxLength: 100, wide: true },
};

interface PaymentStepProps {
  payment: PaymentForm;
  /** The last 4 digits of the card saved earlier in this visit, if any: offered as a choice. */
  savedCardLast4?: string | null | undefined;
  /** Forgets the saved card (the shopper then enters a card). */
  onForgetSavedCard?: () => void;
  billing: AddressForm;
  onPaymentChange: (patch: Partial<PaymentForm>) => void;
  onBillingChange: (field: AddressField, value: string) => void;
  onPrevious: () => void;
  onNext: () => void;
}

const noErrors: Omit<PaymentStepCheck, 'toast'> = { card: {}, billing: {} };

/**
 * Step 2: card, PayPal or Apple Pay. A card needs its number, expiry, CVV and name ('Payment
 * Information Required' otherwise); unticking 'Billing address same as shipping' asks for a billing
 * address checked like the shipping one. The card fields are never sent anywhere: the order keeps
 * only the last 4 digits.
 */
export function PaymentStep({
  payment,
  savedCardLast4,
  onForgetSavedCard,
  billing,
  onPaymentChange,
  onBillingChange,
  onPrevious,
  onNext,
}: PaymentStepProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Omit<PaymentStepCheck, 'toast'>>(noErrors);
  const [checked, setChecked] = useState(false);
  const saveId = useId();
  const sameId = useId();
  const isCard = payment.type === 'card';
  const usesSavedCard = isCard && savedCardLast4 != null && payment.savedCard === savedCardLast4;

  const recheck = (nextPayment: PaymentForm, nextBilling: AddressForm) => {
    const validation = loadedValidation();
    if (!checked || !validation) return;
    const { card, billing: billingErrors } = validation.checkPaymentStep(nextPayment, nextBilling);
    setErrors({ card, billing: billingErrors });
  };

  const changePayment = (patch: Partial<PaymentForm>) => {
    onPaymentChange(patch);
    recheck({ ...payment, ...patch }, billing);
  };

  const changeBilling = (field: AddressField, value: string) => {
    onBillingChange(field, value);
    recheck(payment, { ...billing, [field]: value });
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let validation;
    try {
      validation = await loadValidation();
    } catch {
      notify({ ...checkoutUnavailableMessage, variant: 'destructive' });
      return;
    }
    const { toast, card, billing: billingErrors } = validation.checkPaymentStep(payment, billing);
    flushSync(() => {
      setChecked(true);
      setErrors({ card, billing: billingErrors });
    });
    if (toast) {
      notify({ ...toast, variant: 'destructive' });
      const firstCard = firstInvalid(cardFields, card);
      const firstBilling = firstInvalid(addressFields, billingErrors);
      if (firstCard) focusField(formRef.current, firstCard);
      else if (firstBilling) focusField(formRef.current, addressFieldName('billing', firstBilling));
      return;
    }
    onNext();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend className="mb-3 text-base font-semibold">Payment method</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {paymentTypes.map((type) => {
            const Icon = paymentIcons[type];
            return (
              <RadioCard
                key={type}
                name="paymentType"
                value={type}
                checked={payment.type === type}
                onSelect={() => changePayment({ type })}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {paymentTypeLabels[type]}
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
              onSelect={(saved) => changePayment({ savedCard: saved ? savedCardLast4 : null })}
              onForget={() => {
                changePayment({ savedCard: null });
                onForgetSavedCard?.();
              }}
            />
          ) : null}
          {usesSavedCard ? null : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                {cardFields.map((field) => {
                  const spec = cardFieldSpecs[field];
                  return (
                    <Field
                      key={field}
                      label={spec.label}
                      required
                      error={errors.card[field]}
                      className={spec.wide ? 'sm:col-span-2' : undefined}
                    >
                      {(ids) => (
                        <Input
                          {...ids}
                          name={field}
                          autoComplete={spec.autoComplete}
                          inputMode={spec.numeric ? 'numeric' : undefined}
                          maxLength={spec.maxLength}
                          spellCheck={false}
                          autoCorrect="off"
                          autoCapitalize={spec.numeric ? 'off' : 'words'}
                          value={payment[field]}
                          onChange={(event) =>
                            changePayment({
                              [field]:
                                field === 'expiryDate'
                                  ? formatExpiryInput(event.target.value)
                                  : event.target.value,
                            })
                          }
                        />
                      )}
                    </Field>
                  );
                })}
              </div>
              <div className="flex items-start gap-3">
                <Checkbox
                  id={saveId}
                  aria-describedby={`${saveId}-hint`}
                  checked={payment.savePaymentMethod}
                  onChange={(event) => changePayment({ savePaymentMethod: event.target.checked })}
                />
                <div className="grid gap-1">
                  <Label htmlFor={saveId}>Save payment method</Label>
                  <p id={`${saveId}-hint`} className="text-sm text-muted-foreground">
                    Only the last 4 digits are kept, for this visit.
                  </p>
                </div>
              </div>
            </>
          )}
          <div className="flex items-center gap-3">
            <Checkbox
              id={sameId}
              checked={payment.billingSameAsShipping}
              onChange={(event) => changePayment({ billingSameAsShipping: event.target.checked })}
            />
            <Label htmlFor={sameId}>Billing address same as shipping</Label>
          </div>
          {payment.billingSameAsShipping ? null : (
            <fieldset className="rounded-md border p-4">
              <legend className="px-1 text-base font-semibold">Billing address</legend>
              <AddressFields
                section="billing"
                values={billing}
                errors={errors.billing}
                onChange={changeBilling}
              />
            </fieldset>
          )}
        </div>
      ) : (
        <p className="mt-6 rounded-md bg-muted p-4 text-sm">
          No card details are needed for {paymentTypeLabels[payment.type]}.
        </p>
      )}

      <StepActions onPrevious={onPrevious}>
        <Button type="submit">Next</Button>
      </StepActions>
    </form>
  );
}

interface SavedCardChoiceProps {
  last4: string;
  selected: boolean;
  onSelect: (saved: boolean) => void;
  onForget: () => void;
}

/** 'Card ending in 4242' or a new card, and a way to forget the saved one. */
function SavedCardChoice({ last4, selected, onSelect, onForget }: SavedCardChoiceProps) {
  const choices = [
    { saved: true, label: `Card ending in ${last4}` },
    { saved: false, label: 'A new card' },
  ];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">Card</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map(({ saved, label }) => (
          <RadioCard
            key={label}
            name="savedCard"
            checked={selected === saved}
            onSelect={() => onSelect(saved)}
          >
            {label}
          </RadioCard>
        ))}
      </div>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onForget}>
        Forget card ending in {last4}
      </Button>
    </fieldset>
  );
}
