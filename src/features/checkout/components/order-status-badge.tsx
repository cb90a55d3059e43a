import { Badge } from '@/components/ui/badge';
import { orderStatusTone } from '../model/orders';
import * as words from 'virtual:lumina-messages/orderDetails';

/** The order status in words, coloured Delivered green, Shipped blue, anything else yellow. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge variant={orderStatusTone(status)}>{words.orderStatus({ status })}</Badge>;
}
