import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';
import type { z } from 'zod';
import { loadOnce } from './load-once';
import { whenIdle } from './when-idle';
import * as words from 'virtual:lumina-messages/formValidation';

export interface LazyZodResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Loads the validators ahead, once the browser is idle (call it as the form mounts). */
  preload: () => void;
}

/** Shown when the validators cannot be loaded (offline, say); the next submit tries again. */
export const validationUnavailableMessage = words.unavailable;

/**
 * A react-hook-form resolver that loads zod, the schema and @hookform/resolvers only when first
 * needed. These forms validate on submit, so the ~27 KiB (gzip) of validators stay off the page's
 * first load and arrive while the shopper reads the form (`preload` as it mounts).
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): LazyZodResolver<TInput, TOutput> {
  const load = loadOnce(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver<TInput, unknown, TOutput>(schema),
    ),
  );
  return {
    // Once the browser is idle: not in the frame that first shows the form.
    preload: () => {
      void whenIdle()
        .then(load)
        .catch(() => {});
    },
    resolver: async (values, context, options) => {
      let resolve: Resolver<TInput, unknown, TOutput>;
      try {
        resolve = await load();
      } catch {
        // `root` is valid for every form; TypeScript cannot see that through the generic.
        const errors = {
          root: { type: 'unavailable', message: validationUnavailableMessage },
        } as FieldErrors<TInput>;
        const failure: ResolverError<TInput> = { values: {}, errors };
        return failure;
      }
      return resolve(values, context, options);
    },
  };
}
