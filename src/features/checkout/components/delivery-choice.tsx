import {
  cutoffText,
  deliveryMethodNames,
  deliveryTimeText,
  formatDeliveryWindow,
} from '@/data/delivery-text';
import {
  type DeliveryMethod,
  deliveryMethods,
  deliveryWindow,
  orderMomentAt,
  shippingCost,
} from '@/domain/delivery';
import type { OrderRequestLine } from '@/data/services/contracts';
import { shippingPriceText } from '../model/orders';
import { useOfferedDelivery } from '../use-offered-delivery';
import { RadioCard } from './radio-card';
import * as words from 'virtual:lumina-messages/checkoutForm';

interface DeliveryChoiceProps {
  value: DeliveryMethod;
  /** The cart's lines: the backend says which methods it offers for them. */
  lines: readonly OrderRequestLine[];
  /** The cart's subtotal in cents (Standard is free above the threshold). */
  subtotal: number;
  /** The time the estimate counts from (now, as the shopper orders). */
  now: number;
  onChange: (method: DeliveryMethod) => void;
}

/**
 * Standard, Express or Next-Day (those the backend offers for this cart), each with its price for
 * this cart and the dates it would arrive if ordered now. A radio group: Tab reaches the chosen
 * method, the arrow keys change it.
 */
export function DeliveryChoice({ value, lines, subtotal, now, onChange }: DeliveryChoiceProps) {
  const moment = orderMomentAt(now);
  const offered = useOfferedDelivery(lines, value, onChange);
  return (
    <fieldset className="mt-8">
      <legend className="mb-1 text-base font-semibold">{words.deliveryMethod}</legend>
      <p className="mb-3 text-sm text-muted-foreground">{words.deliveryDatesNote}</p>
      <div className="grid gap-3">
        {deliveryMethods
          .filter((method) => !offered || offered.includes(method))
          .map((method) => (
            <RadioCard
              key={method}
              name="delivery"
              value={method}
              checked={value === method}
              onSelect={() => onChange(method)}
            >
              <span className="grid flex-1 gap-0.5">
                <span className="flex flex-wrap justify-between gap-x-4">
                  <span>{deliveryMethodNames[method]}</span>
                  <span className="tabular-nums">{shippingPriceText(shippingCost(method, subtotal))}</span>
                </span>
                <span className="font-normal text-muted-foreground">
                  {deliveryTimeText(method)}
                  {method === 'next_day' ? ` ${words.nextDayCutoff({ time: cutoffText() })}` : null}
                </span>
                <span className="font-normal">
                  {words.arrives({ dates: formatDeliveryWindow(deliveryWindow(method, moment)) })}
                </span>
              </span>
            </RadioCard>
          ))}
      </div>
    </fieldset>
  );
}
