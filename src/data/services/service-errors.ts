/**
 * What a backend's services reject with besides "cannot be reached" (a TypeError from fetch): the
 * shop will not take the order as it stands (an item sold out since the page was built, or its
 * price changed since), or the customer's session has expired on the server. The checkout and the
 * account pages word them.
 */
import type { DeliveryMethod } from '@/domain/delivery';

export class OrderRefused extends Error {
  constructor(readonly soldOutItem: string) {
    super(`sold out: ${soldOutItem}`);
    this.name = 'OrderRefused';
  }
}

/** An item's price on the server is not the one the shopper was shown: `price` is the new one, in cents. */
export class PriceChanged extends Error {
  constructor(
    readonly item: string,
    readonly price: number,
  ) {
    super(`price changed: ${item}`);
    this.name = 'PriceChanged';
  }
}

/** The delivery method's price on the server is not the shop's rule: `price` is the new one, in cents. */
export class DeliveryPriceChanged extends Error {
  constructor(
    readonly method: DeliveryMethod,
    readonly price: number,
  ) {
    super(`delivery price changed: ${method}`);
    this.name = 'DeliveryPriceChanged';
  }
}

export class SessionExpired extends Error {
  constructor() {
    super('the session has expired');
    this.name = 'SessionExpired';
  }
}

/** The backend keeps the e-mail address as the sign-in: it is not changed with the other details. */
export class EmailChangeRefused extends Error {
  constructor() {
    super('the e-mail address cannot be changed here');
    this.name = 'EmailChangeRefused';
  }
}

/** A password-reset link's token the backend does not take (unknown, used already, or expired). */
export class ResetLinkRefused extends Error {
  constructor() {
    super('the password-reset link is not valid');
    this.name = 'ResetLinkRefused';
  }
}

/** Told by name, so that a page can check it without loading this module. */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof Error && error.name === 'SessionExpired';

export const isEmailChangeRefused = (error: unknown): boolean =>
  error instanceof Error && error.name === 'EmailChangeRefused';

export const isResetLinkRefused = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ResetLinkRefused';
