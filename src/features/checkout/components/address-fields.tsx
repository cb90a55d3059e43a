import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { AddressField, FieldErrors } from '../model/checkout-draft';
import { countryOptions } from '../model/countries';
import * as words from 'virtual:lumina-messages/checkoutForm';

interface FieldSpec {
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  required: boolean;
  wide?: boolean;
}

const fieldSpecs: Readonly<Record<Exclude<AddressField, 'country'>, FieldSpec>> = {
  firstName: { label: words.firstName, autoComplete: 'given-name', required: true },
  lastName: { label: words.lastName, autoComplete: 'family-name', required: true },
  email: { label: words.email, autoComplete: 'email', type: 'email', required: true },
  phone: { label: words.phone, autoComplete: 'tel', type: 'tel', required: true },
  address1: { label: words.address1, autoComplete: 'address-line1', required: true, wide: true },
  address2: {
    label: words.address2,
    autoComplete: 'address-line2',
    required: false,
    wide: true,
  },
  city: { label: words.city, autoComplete: 'address-level2', required: true },
  state: { label: words.state, autoComplete: 'address-level1', required: true },
  zipCode: { label: words.zipCode, autoComplete: 'postal-code', required: true },
};

const textFields = Object.keys(fieldSpecs) as Exclude<AddressField, 'country'>[];

interface AddressFieldsProps {
  /** The autocomplete section token: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
  /** The form's registration of each field (its name, value and change handling). */
  register: (field: AddressField) => UseFormRegisterReturn;
  errors: FieldErrors<AddressField>;
  className?: string;
}

/** The address fields shared by the shipping and billing forms, each labelled and autocompleted. */
export function AddressFields({ section, register, errors, className }: AddressFieldsProps) {
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {textFields.map((field) => {
        const spec = fieldSpecs[field];
        return (
          <Field
            key={field}
            label={spec.label}
            required={spec.required}
            error={errors[field]}
            className={spec.wide ? 'sm:col-span-2' : undefined}
          >
            {(ids) => (
              <Input
                {...ids}
                type={spec.type ?? 'text'}
                autoComplete={`${section} ${spec.autoComplete}`}
                {...register(field)}
              />
            )}
          </Field>
        );
      })}
      <Field label={words.country} required error={errors.country}>
        {(ids) => (
          <NativeSelect
            {...ids}
            autoComplete={`${section} country`}
            className="w-full"
            {...register('country')}
          >
            {countryOptions.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
