/**
 * Orders placed in this session and the rows of the order history (docs/shop-rules.md, Orders).
 * Pure: the clock and ids are passed in. A placed order never keeps the card number, expiry, CVV or
 * name on card: only the payment type and the card's last 4 digits.
 */
import { deliveryMethodNames } from '@/data/delivery-text';
import { type DeliveryMethod, deliveryWindow, type DeliveryWindow, orderMomentAt } from '@/domain/delivery';
import { cartTotals, type CartTotals } from '@/domain/pricing';
import { formatMoney } from '@/domain/money';
import { localIsoDate } from '@/domain/calendar-date';
import type { OptionValue } from '@/domain/option-values';
import type { ImageAsset, OrderStatus, OrderSummary, Product } from '@/domain/types';
import type { ProductVariant } from '@/domain/variant-types';
import type { AddressForm, PaymentType } from './checkout-text';
import * as words from 'virtual:lumina-messages/orderDetails';

export interface OrderLine {
  productId: string;
  /** The variant bought (a product sold in sizes or colours). */
  variantId?: string;
  name: string;
  /** The variant's option values as they were when ordered ('Size: M'); absent without a variant. */
  options?: OptionValue[];
  /** Unit price in cents (the variant's). */
  price: number;
  quantity: number;
  /** The item's thumbnail (the variant's first image, else the product's), shown beside the line. */
  image?: ImageAsset;
}

export type OrderAddress = AddressForm;

export interface OrderPayment {
  type: PaymentType;
  /** Last 4 digits of the card (card payments only). */
  last4?: string;
}

/** What an order placed in this session keeps. Never the card number, expiry, CVV or name on card. */
export interface PlacedOrder {
  id: string;
  placedAt: number;
  /** YYYY-MM-DD */
  date: string;
  status: OrderStatus;
  lines: OrderLine[];
  /** With the delivery method (`totals.delivery`) and its price (`totals.shipping`). */
  totals: CartTotals;
  shipTo: OrderAddress;
  /** The billing address, when the shopper gave one different from the shipping address. */
  billTo?: OrderAddress;
  payment: OrderPayment;
}

/** What the checkout hands over when the shopper places an order (no card secrets). */
export interface OrderDetails {
  shipTo: OrderAddress;
  delivery: DeliveryMethod;
  billTo?: OrderAddress;
  payment: OrderPayment;
  /** Last 4 digits to keep for the session when 'Save payment method' was ticked, else null. */
  saveCardLast4: string | null;
}

/** A cart line as an order takes it (the cart's resolved lines fit this shape). */
export interface OrderItemInput {
  product: Pick<Product, 'id' | 'name'>;
  /** The variant bought; undefined for a product without options. */
  variant?: Pick<ProductVariant, 'id'> | undefined;
  /** The variant's option values, in the product's option order ([] without a variant). */
  options: readonly OptionValue[];
  /** Unit price in cents: the variant's. */
  price: number;
  /** The thumbnail (the variant's first image, else the product's). */
  image?: ImageAsset | undefined;
  quantity: number;
}

/**
 * The order record kept for the session: status Processing, dated on the shopper's local calendar,
 * totalled with the chosen delivery method's price. A backend that prices the order itself says
 * what it charged (`unitPrices` by line, `shipping`): the record holds that.
 */
export function buildPlacedOrder(input: {
  id: string;
  placedAt: number;
  items: readonly OrderItemInput[];
  details: Pick<OrderDetails, 'shipTo' | 'billTo' | 'payment' | 'delivery'>;
  unitPrices?: readonly number[] | undefined;
  shipping?: number | undefined;
}): PlacedOrder {
  const { id, placedAt, details, unitPrices } = input;
  const items = unitPrices
    ? input.items.map((item, i) => ({ ...item, price: unitPrices[i] ?? item.price }))
    : input.items;
  const totals = cartTotals(items, details.delivery, undefined, input.shipping);
  const order: PlacedOrder = {
    id,
    placedAt,
    date: localIsoDate(placedAt),
    status: 'Processing',
    lines: items.map(orderLine),
    totals,
    shipTo: { ...details.shipTo },
    payment:
      details.payment.type === 'card' && details.payment.last4
        ? { type: 'card', last4: details.payment.last4 }
        : { type: details.payment.type },
  };
  if (details.billTo) order.billTo = { ...details.billTo };
  return order;
}

function orderLine({ product, variant, options, price, image, quantity }: OrderItemInput): OrderLine {
  return {
    productId: product.id,
    ...(variant
      ? { variantId: variant.id, options: options.map(({ name, value }) => ({ name, value })) }
      : {}),
    name: product.name,
    price,
    quantity,
    ...(image ? { image } : {}),
  };
}

/** A placed order as a row of the order history. */
export function toOrderSummary(order: PlacedOrder): OrderSummary {
  return {
    id: order.id,
    date: order.date,
    status: order.status,
    total: order.totals.total,
    items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    delivery: order.totals.delivery,
    shipping: order.totals.shipping,
  };
}

/** When a placed order arrives: its method's window from the moment it was placed. */
export function orderDeliveryWindow(order: Pick<PlacedOrder, 'placedAt' | 'totals'>): DeliveryWindow {
  return deliveryWindow(order.totals.delivery, orderMomentAt(order.placedAt));
}

/**
 * The order history: this session's orders (newest first), then the sample orders when signed in.
 * An id that appears twice is listed once (the session's copy wins).
 */
export function orderHistoryRows(
  placed: readonly PlacedOrder[],
  samples: readonly OrderSummary[],
  signedIn: boolean,
): OrderSummary[] {
  const session = [...placed].sort((a, b) => b.placedAt - a.placedAt).map(toOrderSummary);
  if (!signedIn) return session;
  const seen = new Set(session.map((row) => row.id));
  return [...session, ...samples.filter((row) => !seen.has(row.id))];
}

export type StatusTone = 'success' | 'info' | 'warning';

/** Delivered green, Shipped blue, any other status yellow (docs/shop-rules.md, Orders). */
export function orderStatusTone(status: string): StatusTone {
  if (status === 'Delivered') return 'success';
  if (status === 'Shipped') return 'info';
  return 'warning';
}

/** 'Card ending 4242', 'PayPal' or 'Apple Pay'; a card with no digits is just 'Credit Card'. */
export function paymentMethodLabel(payment: OrderPayment): string {
  switch (payment.type) {
    case 'card':
      return payment.last4 ? words.cardEnding({ last4: payment.last4 }) : words.paymentCard;
    case 'paypal':
      return words.paymentPaypal;
    case 'apple_pay':
      return words.paymentApplePay;
  }
}

/** A shipping price as the summaries show it: 'Free' or '$9.99'. */
export function shippingPriceText(shippingCents: number): string {
  return shippingCents === 0 ? words.free : formatMoney(shippingCents);
}

/** 'Express ($9.99)', 'Standard (Free)': a delivery method with what it cost. */
export function deliveryLabel(method: DeliveryMethod, shippingCents: number): string {
  return `${deliveryMethodNames[method]} (${shippingPriceText(shippingCents)})`;
}

/** '1 item', '3 items'. */
export function itemCountText(count: number): string {
  return words.itemCount({ count });
}
