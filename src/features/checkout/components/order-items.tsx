import { CatalogueImage } from '@/components/catalogue-image';
import { imageSizes } from '@/components/image-sizes';
import { formatMoney } from '@/domain/money';
import { lineTotal } from '@/domain/pricing';
import { type OptionValue, optionValuesText } from '@/domain/option-values';
import type { ImageAsset } from '@/domain/types';
import { cn } from '@/lib/cn';
import type { OrderLine } from '../model/orders';
import * as words from 'virtual:lumina-messages/orderDetails';

export interface DisplayLine {
  key: string;
  name: string;
  /** The variant's option values ('Size: M'), shown under the name; [] without a variant. */
  options: readonly OptionValue[];
  quantity: number;
  /** price x quantity, in cents. */
  lineTotal: number;
  /** Thumbnail; decorative (the name is next to it). */
  image?: ImageAsset | undefined;
}

/** A placed order's lines as OrderItems shows them (the confirmation and the order history). */
export function orderDisplayLines(lines: readonly OrderLine[]): DisplayLine[] {
  return lines.map((line) => ({
    key: `${line.productId} ${line.variantId ?? ''}`,
    name: line.name,
    options: line.options ?? [],
    quantity: line.quantity,
    lineTotal: lineTotal(line),
    image: line.image,
  }));
}

/** Items with their quantities and line totals (side summary, review, confirmation, history). */
export function OrderItems({
  lines,
  label,
  className,
}: {
  lines: readonly DisplayLine[];
  /** Accessible name of the list, e.g. 'Items in your order'. */
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-3', className)}>
      {lines.map((line) => (
        <li key={line.key} className="flex items-center gap-3 text-sm">
          {line.image ? (
            <CatalogueImage
              image={line.image}
              sizes={imageSizes.orderItem}
              alt=""
              className="size-12 shrink-0 rounded-md border bg-muted object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-medium">{line.name}</p>
            {line.options.length > 0 ? <p>{optionValuesText(line.options)}</p> : null}
            <p className="text-muted-foreground">{words.quantity({ quantity: line.quantity })}</p>
          </div>
          <p className="font-medium tabular-nums">{formatMoney(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
