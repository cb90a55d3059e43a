import { useState } from 'react';
import * as words from 'virtual:lumina-messages/header';

interface BadgeCounts {
  cart: number;
  wishlist: number;
  /** The stored cart has been read (false while the prerendered page hydrates). */
  ready: boolean;
}

interface Announcement {
  text: string;
  /** Which counts the text gives. */
  cart: boolean;
  wishlist: boolean;
}

const silence: Announcement = { text: '', cart: false, wishlist: false };

/**
 * What to announce after the badges went from `previous` to `next`, or null to keep `current`.
 * Changes the shopper makes are news. The stored cart arriving (`ready` turning true) is not,
 * except for a count already announced before it arrived: that one missed the stored items, so the
 * corrected total is announced.
 */
export function badgeAnnouncement(
  previous: BadgeCounts,
  next: BadgeCounts,
  current: Announcement,
): Announcement | null {
  const arrived = previous.ready !== next.ready;
  const cart = previous.cart !== next.cart && (!arrived || current.cart);
  const wishlist = previous.wishlist !== next.wishlist && (!arrived || current.wishlist);
  if (!cart && !wishlist) return null;
  const parts = [
    ...(cart ? [words.cartNowHas({ count: next.cart })] : []),
    ...(wishlist ? [words.wishlistNowHas({ count: next.wishlist })] : []),
  ];
  return { text: parts.join('. '), cart, wishlist };
}

/** Politely tells screen-reader users when a badge count changes (never on the first render). */
export function BadgeAnnouncer(counts: BadgeCounts) {
  const [previous, setPrevious] = useState(counts);
  const [message, setMessage] = useState(silence);
  if (
    previous.cart !== counts.cart ||
    previous.wishlist !== counts.wishlist ||
    previous.ready !== counts.ready
  ) {
    setPrevious(counts);
    const next = badgeAnnouncement(previous, counts, message);
    if (next) setMessage(next);
  }
  return (
    <p aria-live="polite" className="sr-only">
      {message.text}
    </p>
  );
}
