import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { FieldErrors } from '../model/checkout-draft';

/** The message of each field's error, in the plain shape the inline fields and step toasts read. */
export function messagesOf<K extends string>(
  errors: object | undefined,
  fields: readonly K[],
): FieldErrors<K> {
  const found: FieldErrors<K> = {};
  const byField = (errors ?? {}) as Partial<Record<K, { message?: unknown }>>;
  for (const field of fields) {
    const message = byField[field]?.message;
    if (typeof message === 'string') found[field] = message;
  }
  return found;
}

/**
 * Keeps a step's form and its part of the checkout draft in step: what the shopper enters is saved
 * into the draft as they type (so it survives Previous and leaving to the cart), and a change made
 * to the draft elsewhere (their profile filled in, a card saved earlier) is put into the form.
 */
export function useDraftSync<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'watch' | 'getValues' | 'setValue'>,
  saved: T,
  save: (values: T) => void,
): void {
  const { watch, getValues, setValue } = form;
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    const { unsubscribe } = watch((values) => latestSave.current(structuredClone(values) as T));
    return unsubscribe;
  }, [watch]);
  useEffect(() => {
    for (const key of Object.keys(saved) as Path<T>[]) {
      const value = saved[key] as PathValue<T, Path<T>>;
      if (JSON.stringify(getValues(key)) !== JSON.stringify(value)) setValue(key, value);
    }
  }, [saved, getValues, setValue]);
}

/**
 * What a failed Next does besides its inline messages (the toast, focus on the first invalid
 * field): `afterErrors(act)` runs `act` once the submit's messages are on screen, so a screen
 * reader reads the focused field with its message, as it did when the steps rendered them first.
 */
export function useAfterErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'formState'>,
): (act: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  const { submitCount } = form.formState;
  useLayoutEffect(() => {
    const act = pending.current;
    pending.current = null;
    act?.();
  }, [submitCount]);
  return (act) => {
    pending.current = act;
  };
}
