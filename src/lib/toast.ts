import { loadOnce } from './load-once';

interface ToastInput {
  title: string;
  description?: string;
  /** Destructive toasts are for failures the shopper must act on. */
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

/**
 * Loads the toast library once. It is not on the critical path: the toaster mounts after
 * hydration and toasts only follow a shopper's action.
 */
export const loadToastLibrary = loadOnce(() => import('sonner'));

/** Shows a toast; sonner announces it through its own live region. */
export function notify({ title, description, variant = 'default', action }: ToastInput): void {
  const options = { description, action };
  void loadToastLibrary().then(({ toast }) => {
    if (variant === 'destructive') toast.error(title, options);
    else toast.success(title, options);
  });
}
