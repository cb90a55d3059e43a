import { Headset, RotateCcw, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import * as words from 'virtual:lumina-messages/homePage';
import { benefits, type Benefit } from '../model/home-text';

const icons: Readonly<Record<Benefit['id'], LucideIcon>> = {
  shipping: Truck,
  payment: ShieldCheck,
  returns: RotateCcw,
  support: Headset,
};

/** The four promises under the hero: free shipping, secure payment, 30-day returns, 24/7 support. */
export function BenefitTiles() {
  return (
    <section aria-labelledby="benefits-heading" className="border-y bg-muted/50">
      <h2 id="benefits-heading" className="sr-only">
        {words.whyShopWithUs}
      </h2>
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {benefits().map((benefit) => {
          const Icon = icons[benefit.id];
          return (
            <li key={benefit.id} className="flex items-center gap-4 rounded-lg bg-background p-4 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="text-sm text-muted-foreground">{benefit.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
