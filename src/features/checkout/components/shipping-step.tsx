import type * as React from 'react';
import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/toast';
import { addressFields, firstInvalid } from '../model/checkout-draft';
import type { AddressValues } from '../model/checkout-schemas';
import { type AddressForm, checkoutUnavailableMessage } from '../model/checkout-text';
import { addressToast } from '../model/step-toasts';
import { AddressFields } from './address-fields';
import { StepActions } from './step-actions';
import { messagesOf, useDraftSync, useAfterErrors } from './step-form';
import * as words from 'virtual:lumina-messages/checkoutForm';

const shippingValidation = lazyZodResolver<AddressForm, AddressValues>(() =>
  import('../model/checkout-schemas').then((m) => m.shippingSchema as z.ZodType<AddressValues, AddressForm>),
);

interface ShippingStepProps {
  /** The shipping address in the checkout draft. */
  values: AddressForm;
  /** Receives the address as the shopper edits it (for the draft). */
  onChange: (values: AddressForm) => void;
  onNext: () => void;
  /** Shown under the address: the delivery method choice. */
  children?: React.ReactNode;
}

/**
 * Step 1: the address, then the delivery method (given as children). Next checks every required
 * field: on a miss, the 'Missing Information' toast, a message under each missing field and focus
 * on the first one. A malformed email alone gets only its inline message ('Email is invalid') and
 * focus. After a failed Next, messages update as the shopper types.
 */
export function ShippingStep({ values, onChange, onNext, children }: ShippingStepProps) {
  const form = useForm<AddressForm, unknown, AddressValues>({
    resolver: shippingValidation.resolver,
    defaultValues: values,
    shouldFocusError: false,
  });
  const afterErrors = useAfterErrors(form);
  useDraftSync(form, values, onChange);
  // The checks (and zod) load right after the step, off the page's critical path.
  useEffect(() => shippingValidation.preload(), []);

  const onInvalid = (errors: FieldErrors<AddressForm>) => {
    const found = messagesOf(errors, addressFields);
    const toast = errors.root ? checkoutUnavailableMessage : addressToast(found);
    const first = firstInvalid(addressFields, found);
    afterErrors(() => {
      if (toast) notify({ ...toast, variant: 'destructive' });
      if (first) form.setFocus(first);
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(() => onNext(), onInvalid)}>
      <p className="mb-4 text-sm text-muted-foreground">{words.requiredFieldsNote}</p>
      <AddressFields
        section="shipping"
        register={(field) => form.register(field)}
        errors={messagesOf(form.formState.errors, addressFields)}
      />
      {children}
      <StepActions>
        <Button type="submit">{words.next}</Button>
      </StepActions>
    </form>
  );
}
