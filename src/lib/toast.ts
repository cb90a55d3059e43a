import { createStore } from './create-store';
import { loadOnce } from './load-once';

interface ToastInput {
  title: string;
  description?: string;
  /** Destructive toasts are for failures the shopper must act on. */
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

/**
 * Loads the toast library once. It is not on the critical path, nor on a first visit: the toaster
 * mounts when the first toast is asked for (toasterWanted), and toasts only follow an action.
 */
export const loadToastLibrary = loadOnce(() => import('sonner'));

/** Whether the page has asked for a toast: the toaster (and its 8 KiB library) mounts only then. */
export const toasterWanted = createStore(false);

let markMounted: () => void = () => {};
let mounted = new Promise<void>((resolve) => (markMounted = resolve));

/**
 * The toaster's mount effect: from now on its live region is on the page and sonner is listening.
 * Returns the unmount cleanup (a later toaster is waited for again).
 */
export function toasterMounted(): () => void {
  document.documentElement.dataset.toaster = 'listening';
  markMounted();
  return () => {
    delete document.documentElement.dataset.toaster;
    mounted = new Promise<void>((resolve) => (markMounted = resolve));
  };
}

/** Resolves once the toaster listens (tests wait on it before asserting what a toast shows). */
export function toasterListening(): Promise<void> {
  return mounted;
}

/**
 * Shows a toast; sonner announces it through its own live region. The first toast of a page mounts
 * the toaster and is handed over once the toaster listens: its live region is then in the page before
 * the toast is added to it (sonner adds toasts in a later task), so screen readers announce it.
 */
export function notify({ title, description, variant = 'default', action }: ToastInput): void {
  const options = { description, action };
  // Counted on <html> (data-toasts), with data-toaster once it listens, so that an end-to-end test
  // can tell that no toast was asked for, or wait until those asked for have rendered.
  const { dataset } = document.documentElement;
  dataset.toasts = String(Number(dataset.toasts ?? 0) + 1);
  toasterWanted.update(() => true);
  void Promise.all([loadToastLibrary(), mounted]).then(([{ toast }]) => {
    if (variant === 'destructive') toast.error(title, options);
    else toast.success(title, options);
  });
}
