/**
 * The signed-in customer's earlier orders for the order history: the backend's own (Vendure's), or,
 * where it keeps none (the local backend), the shop's sample orders the page was built with. While
 * they load, or when they cannot be loaded, the history shows this visit's orders alone.
 */
import { useEffect, useState } from 'react';
import { customerOrders, keepsCustomerOrders } from '@/data/services/customer-orders';
import { isSessionExpired } from '@/data/services/service-errors';
import type { OrderSummary } from '@/domain/types';

/** `onSessionExpired` runs when the server no longer knows the signed-in customer. */
export function useCustomerOrders(
  signedIn: boolean,
  samples: readonly OrderSummary[],
  onSessionExpired: () => void,
): readonly OrderSummary[] {
  const [kept, setKept] = useState<readonly OrderSummary[]>([]);
  useEffect(() => {
    if (!signedIn || !keepsCustomerOrders) return;
    let current = true;
    customerOrders().then(
      (orders) => current && setKept(orders),
      (error: unknown) => {
        if (!current) return;
        setKept([]);
        if (isSessionExpired(error)) onSessionExpired();
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, onSessionExpired]);
  return keepsCustomerOrders ? kept : samples;
}
