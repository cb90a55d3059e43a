/** What the shop says when it has no network (docs/shop-rules.md, Offline). */
export const offlineText = {
  pageTitle: "You're offline",
  pageMessage:
    "This page hasn't been saved on this device yet. Pages you've visited, your cart, your wishlist and checkout still work without a connection.",
  tryAgain: 'Try Again',
  toCart: 'Go to your cart',
  toHome: 'Go to the home page',
  /** The quiet notice (src/app/layout/connection-notice.tsx). */
  offline: 'Offline: pages you have visited still work',
  online: 'Back online',
} as const;
