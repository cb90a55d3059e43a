import { CheckCircle2, Package, Truck } from 'lucide-react';
import type { OrderStatus } from '@/domain/types';
import { cn } from '@/lib/cn';
import * as orderWords from 'virtual:lumina-messages/orderDetails';
import * as words from 'virtual:lumina-messages/orderConfirmation';

/** The stages an order goes through (a cancelled one has reached none). */
type Stage = Exclude<OrderStatus, 'Cancelled'>;

/** Each stage's icon, in the order an order goes through them. */
const stageIcons: Readonly<Record<Stage, typeof Package>> = {
  Processing: Package,
  Shipped: Truck,
  Delivered: CheckCircle2,
};

const stages = (Object.keys(stageIcons) as Stage[]).map((status) => ({
  status,
  Icon: stageIcons[status],
}));

/** Processing / Shipped / Delivered, with the order's status marked aria-current="step". */
export function OrderProgress({ status, className }: { status: OrderStatus; className?: string }) {
  const currentIndex = stages.findIndex((stage) => stage.status === status);
  return (
    <ol aria-label={words.progressLabel} className={cn('grid grid-cols-3 gap-2', className)}>
      {stages.map(({ status: stage, Icon }, index) => {
        const isCurrent = index === currentIndex;
        const reached = index <= currentIndex;
        return (
          <li
            key={stage}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center text-sm"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-10 items-center justify-center rounded-full border-2',
                reached
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input text-muted-foreground',
              )}
            >
              <Icon className="size-5" />
            </span>
            <span className={isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground'}>
              {orderWords.orderStatus({ status: stage })}
              {isCurrent ? <span className="sr-only"> {words.currentStage}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
