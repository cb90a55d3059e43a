/**
 * What each service promises, whichever backend answers it: the local one beside this file (the
 * default: simulated, nothing leaves the browser) or Vendure's in vendure/ (LUMINA_BACKEND=vendure,
 * chosen at build time by vite.config.ts). docs/how-to/replace-the-data-source.md says how a third
 * one is added. Types only: nothing here reaches a page's JavaScript.
 */
import type { DeliveryMethod } from '@/domain/delivery';
import type { PostalAddress } from '@/domain/postal-address';
import type { OrderSummary, ProfileChange, User } from '@/domain/types';

export interface AuthService {
  /** The user, or null for wrong credentials; rejects when the service cannot be reached. */
  signIn(email: string, password: string): Promise<User | null>;
  /** Creates the account and signs it in; rejects when that fails. */
  signUp(input: { name: string; email: string; password: string }): Promise<User>;
  /** Ends the session on the service's side too; never rejects. */
  signOut(): Promise<void>;
  /** Always resolves alike, so it never reveals whether an account exists. */
  requestPasswordReset(email: string): Promise<void>;
  /**
   * Sets a new password with the token of a reset e-mail's link and signs the customer in: resolves
   * with the user; rejects with ResetLinkRefused (service-errors.ts) when the token is unknown, used
   * or expired, a TypeError when the service cannot be reached. Undefined where no e-mail is sent
   * (the local backend): the shop then has no page for it.
   */
  resetPassword: ((token: string, password: string) => Promise<User>) | undefined;
}

export interface ProfileService {
  /**
   * Saves the signed-in `user`'s edited details on the backend: all of them or, on a rejection,
   * none. Rejects with SessionExpired when the server's session has ended, EmailChangeRefused
   * (service-errors.ts) when the backend cannot change the e-mail address this way, a TypeError when
   * it cannot be reached. Undefined where the browser's copy is the account (the local backend).
   */
  saveProfile: ((user: User, change: ProfileChange) => Promise<void>) | undefined;
  /**
   * Closes the signed-in customer's account on the backend and ends the session; rejects as
   * saveProfile does. Undefined where the browser's copy is the account.
   */
  closeAccount: (() => Promise<void>) | undefined;
}

/** A cart line as the order service takes it. */
export interface OrderRequestLine {
  product: { id: string; name: string };
  /** The variant bought (its id is the SKU on Vendure); absent for a product without options. */
  variant?: { id: string } | undefined;
  /** The unit price the shopper was shown, in cents (the catalogue's, from the build). */
  price: number;
  quantity: number;
}

/** What is ordered and how: never the card's number, expiry, CVV or name. */
export interface OrderRequest {
  lines: readonly OrderRequestLine[];
  /** Whether the shopper is signed in: the order is then the customer's, never a guest's. */
  signedIn: boolean;
  shipTo: PostalAddress;
  billTo?: PostalAddress | undefined;
  delivery: DeliveryMethod;
}

export interface OrderService {
  /**
   * Places the order and resolves with its number. Rejects with OrderRefused
   * (service-errors.ts) when the shop says no (an item sold out), PriceChanged when an item's
   * price is no longer the one shown (told once: the same order again is placed at the new price),
   * DeliveryPriceChanged likewise for the delivery method's price,
   * SessionExpired when the shopper was signed in and the server's session has ended, with any
   * other error when the service cannot be reached: then nothing was ordered.
   */
  placeOrder(order: OrderRequest, now?: () => number): Promise<PlacedOrderReceipt>;
}

export interface PlacedOrderReceipt {
  id: string;
  placedAt: number;
  /**
   * The unit price charged for each line, in the request's order, when the service prices the
   * order itself; absent when it charges the prices the request gave (the local service).
   */
  unitPrices?: readonly number[];
  /** The delivery charged (before tax), when the service prices the order itself. */
  shipping?: number;
}

export interface DeliveryService {
  /**
   * The shop's delivery methods the backend offers for these lines (those eligible for the order),
   * in its order; rejects when it cannot be reached. Undefined where every method is always
   * offered, so there is nothing to ask (the local backend).
   */
  offeredDeliveryMethods: ((lines: readonly OrderRequestLine[]) => Promise<DeliveryMethod[]>) | undefined;
}

export interface CustomerOrdersService {
  /**
   * Whether the backend keeps the customer's orders. The local one does not: the order history then
   * shows the shop's sample orders.
   */
  keepsCustomerOrders: boolean;
  /**
   * The signed-in customer's orders, newest first; rejects with SessionExpired when the server's
   * session has ended, with another error when they cannot be loaded.
   */
  customerOrders(): Promise<OrderSummary[]>;
}
