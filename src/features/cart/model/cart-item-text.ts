/**
 * What the cart says of an item sold in options (docs/shop-rules.md, Cart): how its controls name it
 * and the notice for a stored line that can no longer be bought. Apart from cart-messages.ts, which
 * every page's header loads: only the pages that show lines, and the stored cart's reader, load this.
 */
import { type OptionValue, optionValuesText } from '@/domain/option-values';
import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/cartLines';

/**
 * The shop's own: a stored line whose product now comes in options, none of them in stock, is
 * removed from the cart (docs/shop-rules.md, Cart).
 */
export function droppedFromCartMessage(name: string): ToastText {
  return { title: words.droppedTitle, description: words.droppedDescription({ name }) };
}

/**
 * An item as the controls of its line name it for screen readers: the product's name, with its
 * option values when it has them ('Organic Cotton Crew Tee (Colour: Oat, Size: M)'), so two sizes
 * of one product have buttons of different names.
 */
export function itemLabel(name: string, options: readonly OptionValue[]): string {
  return options.length > 0 ? `${name} (${optionValuesText(options)})` : name;
}
