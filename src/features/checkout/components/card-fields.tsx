import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cardFields, type CardField, type FieldErrors } from '../model/checkout-draft';
import * as words from 'virtual:lumina-messages/checkoutForm';

interface CardFieldSpec {
  label: string;
  autoComplete: string;
  numeric: boolean;
  maxLength: number;
  wide?: boolean;
}

const cardFieldSpecs: Readonly<Record<CardField, CardFieldSpec>> = {
  cardNumber: {
    label: words.cardNumber,
    autoComplete: 'cc-number',
    numeric: true,
    maxLength: 23,
    wide: true,
  },
  expiryDate: { label: words.expiryDate, autoComplete: 'cc-exp', numeric: true, maxLength: 7 },
  cvv: { label: words.cvv, autoComplete: 'cc-csc', numeric: true, maxLength: 4 },
  nameOnCard: {
    label: words.nameOnCard,
    autoComplete: 'cc-name',
    numeric: false,
    maxLength: 100,
    wide: true,
  },
};

interface CardFieldsProps {
  /** The form's registration of each card field and of the 'Save payment method' box. */
  register: (field: CardField | 'savePaymentMethod') => UseFormRegisterReturn;
  errors: FieldErrors<CardField>;
}

/** A new card's number, expiry, CVV and name, and 'Save payment method' (its last 4 digits only). */
export function CardFields({ register, errors }: CardFieldsProps) {
  const saveId = useId();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {cardFields.map((field) => {
          const spec = cardFieldSpecs[field];
          return (
            <Field
              key={field}
              label={spec.label}
              required
              error={errors[field]}
              className={spec.wide ? 'sm:col-span-2' : undefined}
            >
              {(ids) => (
                <Input
                  {...ids}
                  autoComplete={spec.autoComplete}
                  inputMode={spec.numeric ? 'numeric' : undefined}
                  maxLength={spec.maxLength}
                  spellCheck={false}
                  autoCorrect="off"
                  autoCapitalize={spec.numeric ? 'off' : 'words'}
                  {...register(field)}
                />
              )}
            </Field>
          );
        })}
      </div>
      <div className="flex items-start gap-3">
        <Checkbox id={saveId} aria-describedby={`${saveId}-hint`} {...register('savePaymentMethod')} />
        <div className="grid gap-1">
          <Label htmlFor={saveId}>{words.savePaymentMethod}</Label>
          <p id={`${saveId}-hint`} className="text-sm text-muted-foreground">
            {words.savePaymentMethodHint}
          </p>
        </div>
      </div>
    </>
  );
}
