import type * as React from 'react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import {
  type AddressField,
  addressFields,
  type FieldErrors,
  firstInvalid,
  hasErrors,
} from '../model/checkout-draft';
import { type AddressForm, checkoutUnavailableMessage } from '../model/checkout-text';
import { loadedValidation, loadValidation } from '../validation-loader';
import { AddressFields, addressFieldName } from './address-fields';
import { StepActions } from './step-actions';
import { focusField } from './focus-field';

interface ShippingStepProps {
  values: AddressForm;
  onChange: (field: AddressField, value: string) => void;
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
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [checked, setChecked] = useState(false);

  const change = (field: AddressField, value: string) => {
    onChange(field, value);
    const validation = loadedValidation();
    if (checked && validation) setErrors(validation.addressErrors({ ...values, [field]: value }));
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
    const found = validation.addressErrors(values);
    flushSync(() => {
      setChecked(true);
      setErrors(found);
    });
    if (hasErrors(found)) {
      const toast = validation.addressToast(found);
      if (toast) notify({ ...toast, variant: 'destructive' });
      const first = firstInvalid(addressFields, found);
      if (first) focusField(formRef.current, addressFieldName('shipping', first));
      return;
    }
    onNext();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <p className="mb-4 text-sm text-muted-foreground">Fields marked with an asterisk (*) are required.</p>
      <AddressFields section="shipping" values={values} errors={errors} onChange={change} />
      {children}
      <StepActions>
        <Button type="submit">Next</Button>
      </StepActions>
    </form>
  );
}
