import { Badge } from '@/components/ui/badge';
import { orderStatusTone } from '../model/orders';

/** The order status in words, coloured Delivered green, Shipped blue, anything else yellow. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge variant={orderStatusTone(status)}>{status}</Badge>;
}
