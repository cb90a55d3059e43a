/**
 * Tests that read toasts as a shopper meets them: in the real toaster (sonner), mounted by the app's
 * own AppProviders, instead of through a mocked notify().
 */
import { act, render, type RenderResult, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/layout/app-providers';
import { loadToastLibrary, toasterListening, toasterWanted } from '@/lib/toast';

/** What a rendered toast shows, in the shape of notify()'s input. */
export interface ShownToast {
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

/** The toaster's live region ('Notifications', plus sonner's hotkey hint), once a toast mounted it. */
export function toaster(): HTMLElement | null {
  return screen.queryByRole('region', { name: /^Notifications/ });
}

/**
 * Renders `ui` inside the app's AppProviders (every shop provider and the toaster, configured and
 * mounted by the first toast, exactly as in the app) and a router at `path`. When the test ends, its toasts are dismissed (sonner keeps them in a module-wide store and
 * would show them again in the next test's toaster).
 */
export async function renderWithToaster(
  ui: React.ReactNode,
  { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  const Stub = createRoutesStub([{ path: routePath, Component: () => <AppProviders>{ui}</AppProviders> }]);
  const user = userEvent.setup();
  // A press on a toast captures the pointer (for swiping); jsdom has no pointer capture.
  const { prototype } = Element;
  const hadCapture = typeof prototype.setPointerCapture === 'function';
  if (!hadCapture) prototype.setPointerCapture = () => {};
  const result = render(<Stub initialEntries={[path]} />);
  onTestFinished(async () => {
    if (!hadCapture) delete (prototype as Partial<Element>).setPointerCapture;
    // AppProviders marks the document hydrated; the next test starts unmarked and without toasts.
    delete document.documentElement.dataset.hydrated;
    (await loadToastLibrary()).toast.dismiss();
  });
  return { user, ...result };
}

/** The toast (a list item of the toaster) whose title or description is `text`, once it shows. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  const match = await within(region).findByText(text);
  const toast = match.closest<HTMLElement>('[data-sonner-toast]');
  if (!toast) throw new Error(`"${match.textContent}" is in the toaster but not in a toast`);
  return toast;
}

/** What `toast` shows: its title, description and variant (sonner's 'error' type is destructive). */
export function shownToast(toast: HTMLElement): ShownToast {
  const title = toast.querySelector('[data-title]')?.textContent ?? '';
  const description = toast.querySelector('[data-description]')?.textContent ?? undefined;
  const variant = toast.dataset.type === 'error' ? 'destructive' : 'default';
  return description === undefined ? { title, variant } : { title, description, variant };
}

/** Every toast on screen, oldest first. */
export function shownToasts(): ShownToast[] {
  const region = toaster();
  if (!region) return [];
  return within(region)
    .queryAllByRole('listitem')
    .reverse()
    .map((toast) => shownToast(toast));
}

/**
 * Resolves once every toast asked for so far is in the toaster, so that a test can assert that none
 * (or no other) was raised. notify() reaches sonner once the library has loaded and the toaster it
 * mounts listens; sonner adds the toast from a setTimeout(0): a timer queued after that fires after
 * it. Needs real timers.
 */
export async function toastsSettled(): Promise<void> {
  if (!toasterWanted.get()) return;
  // Outside act: the toaster's mount is a render act would hold back until it returned.
  await Promise.all([loadToastLibrary(), toasterListening()]);
  await act(async () => {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}
