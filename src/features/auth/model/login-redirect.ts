/** Where sign-in leads: a safe same-site `redirect`, else '/' (docs/shop-rules.md, Sign-in and accounts). */
import { safeRedirect } from '@/domain/safe-redirect';

/** Pages that make no sense to return to once signed in; they send the shopper home instead. */
const authPaths = new Set(['/login', '/register', '/forgot-password']);

export function loginRedirectTarget(redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  const pathname = target.split(/[?#]/, 1)[0] ?? '/';
  return authPaths.has(pathname.replace(/\/+$/, '') || '/') ? '/' : target;
}
