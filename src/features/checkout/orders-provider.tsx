import { useCallback, useMemo, useState } from 'react';
import { OrdersContext, type OrdersContextValue, type PlacedOrder } from './use-orders';

/** Orders placed in this session (in memory: lost on reload, docs/shop-rules.md, Orders). */
export function OrdersProvider({ children }: { children: React.ReactNode }) {
  const [orders, setOrders] = useState<PlacedOrder[]>([]);
  const [savedCardLast4, setSavedCardLast4] = useState<string | null>(null);
  const addOrder = useCallback(
    (order: PlacedOrder) =>
      setOrders((list) => (list.some((o) => o.id === order.id) ? list : [order, ...list])),
    [],
  );
  const value = useMemo<OrdersContextValue>(
    () => ({ orders, lastOrder: orders[0] ?? null, addOrder, savedCardLast4, setSavedCardLast4 }),
    [orders, addOrder, savedCardLast4],
  );
  return <OrdersContext.Provider value={value}>{children}</OrdersContext.Provider>;
}
