import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { User } from '@/domain/types';
import type { ProfileInput, ProfileValues } from '../model/auth-schemas';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { saveProfileChanges } from '../account-changes';
import { useAuth } from '../use-auth';
import { FormError } from '@/components/form-error';
import * as words from 'virtual:lumina-messages/profileDetails';

const profileValidation = lazyZodResolver<ProfileInput, ProfileValues>(() =>
  import('../model/auth-schemas').then((m) => m.profileSchema),
);

type ProfileField = keyof ProfileInput;

const fields: readonly { name: ProfileField; label: string; autoComplete: string; type?: string }[] = [
  { name: 'name', label: words.fullName, autoComplete: 'name' },
  { name: 'email', label: words.email, autoComplete: 'email', type: 'email' },
  { name: 'phone', label: words.phone, autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: words.address, autoComplete: 'street-address' },
  { name: 'city', label: words.city, autoComplete: 'address-level2' },
  { name: 'state', label: words.state, autoComplete: 'address-level1' },
  { name: 'zipCode', label: words.zipCode, autoComplete: 'postal-code' },
];

function valuesOf(user: User): ProfileInput {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
  };
}

/**
 * The signed-in user's details: a read-only list with Edit; editing shows the form with Cancel
 * (discards the edits) and Save Changes (validated, saved into the user, toast 'Profile updated').
 */
export function ProfileDetails() {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  if (!user) return null;

  const leaveEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <section aria-labelledby="profile-heading" className="rounded-lg border p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-xl font-semibold">
          {words.heading}
        </h2>
        {editing ? null : (
          <Button variant="outline" ref={editButton} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {words.edit}
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileForm
          initial={valuesOf(user)}
          onCancel={leaveEditing}
          onSave={async (values) => {
            const saved = await saveProfileChanges(values);
            if (saved) leaveEditing();
            return saved;
          }}
        />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {fields.map(({ name, label }) => {
            const value = valuesOf(user)[name];
            return (
              <div key={name}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="mt-1 font-medium break-words">
                  {value ? (
                    value
                  ) : (
                    <span className="font-normal text-muted-foreground">{words.notProvided}</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

interface ProfileFormProps {
  initial: ProfileInput;
  onCancel: () => void;
  /** Resolves false when the details were not saved: the form stays, with the shopper's edits. */
  onSave: (values: ProfileValues) => Promise<boolean>;
}

function ProfileForm({ initial, onCancel, onSave }: ProfileFormProps) {
  const { busy, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: profileValidation.resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // The validators load once the form is on screen, ready before the first submit.
  useEffect(() => profileValidation.preload(), []);

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={handleSubmit((values) => run(async () => ((await onSave(values)) ? 'leaving' : 'stay')))}
      className="grid gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, label, autoComplete, type }) => (
          <Field
            key={name}
            label={label}
            error={errors[name]?.message}
            required={name === 'name' || name === 'email'}
            className={name === 'address' ? 'sm:col-span-2' : undefined}
          >
            {(ids) => (
              <Input
                {...ids}
                type={type}
                autoComplete={autoComplete}
                {...register(name, { onChange: () => clearErrors(name) })}
              />
            )}
          </Field>
        ))}
      </div>
      <FormError message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <BusyButton busy={busy} busyLabel={words.saving}>
          {words.save}
        </BusyButton>
        <Button variant="outline" onClick={onCancel}>
          {words.cancel}
        </Button>
      </div>
    </form>
  );
}
