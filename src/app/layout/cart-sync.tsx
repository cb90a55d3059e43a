/**
 * Keeps the cart in step with a backend that holds one (a build for Vendure resolves this module to
 * cart-sync.vendure.tsx, scripts/backend.mjs). The local shop's cart is the browser's alone: nothing.
 */
export function CartSync() {
  return null;
}
