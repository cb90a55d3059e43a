/**
 * The delivery methods the backend offers for the cart (on Vendure, its shipping methods eligible
 * for the order), or undefined while they are asked for, when the backend cannot be reached, and
 * where every method is always offered (the local backend asks nothing). A chosen method that is
 * not offered gives way to the first one that is.
 */
import { useEffect, useState } from 'react';
import type { OrderRequestLine } from '@/data/services/contracts';
import { offeredDeliveryMethods } from '@/data/services/delivery-service';
import type { DeliveryMethod } from '@/domain/delivery';

export function useOfferedDelivery(
  lines: readonly OrderRequestLine[],
  chosen: DeliveryMethod,
  choose: (method: DeliveryMethod) => void,
): readonly DeliveryMethod[] | undefined {
  const [offered, setOffered] = useState<readonly DeliveryMethod[]>();
  const cart = lines.map((l) => `${l.product.id}/${l.variant?.id ?? ''}x${l.quantity}`).join();

  useEffect(() => {
    if (!offeredDeliveryMethods) return;
    let current = true;
    offeredDeliveryMethods(lines).then(
      // None offered: the shop's methods stay on show, and placing the order says what is wrong.
      (methods) => current && setOffered(methods.length > 0 ? methods : undefined),
      () => current && setOffered(undefined),
    );
    return () => {
      current = false;
    };
    // The lines are asked about again when the cart changes, not at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart]);

  const first = offered?.[0];
  useEffect(() => {
    if (first && !offered.includes(chosen)) choose(first);
  }, [offered, first, chosen, choose]);
  return offered;
}
