/**
 * Loads the checkout's step checks (and with them zod) on demand, once. The checkout preloads them
 * when it mounts, so they are ready by the time the shopper presses Next; a failed load (offline)
 * is retried on the next call.
 */
import type * as CheckoutValidation from './model/checkout-validation';

type Validation = typeof CheckoutValidation;

let loaded: Validation | null = null;
let loading: Promise<Validation> | null = null;

export function loadValidation(): Promise<Validation> {
  loading ??= import('./model/checkout-validation').then((module) => {
    loaded = module;
    return module;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The checks when already loaded (for re-checking as the shopper types after a failed Next). */
export function loadedValidation(): Validation | null {
  return loaded;
}
