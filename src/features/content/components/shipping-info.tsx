import type { ContentPage } from '@/data/content-repository';
import { PageSection } from './content-section';
import { InfoBlocks } from './info-blocks';
import { sectionOf } from '../model/section-of';
import * as words from 'virtual:lumina-messages/shippingPage';

/** The Shipping Information page body (content/shipping.md): options, processing, address changes, international, tracking. */
export function ShippingInfo({ page }: { page: ContentPage<'shipping'> }) {
  return (
    <>
      <PageSection section={sectionOf(page, 'shipping-options')} first>
        <ul className="grid gap-4 md:grid-cols-3">
          {page.options.map((option) => (
            <li key={option.name} className="rounded-lg border p-6">
              <h3 className="text-lg font-semibold">{option.name}</h3>
              <dl className="mt-4 grid gap-3">
                <div>
                  <dt className="text-sm text-muted-foreground">{words.cost}</dt>
                  <dd className="font-semibold">{option.cost}</dd>
                  {option.costNote ? (
                    <dd className="text-sm text-muted-foreground">{option.costNote}</dd>
                  ) : null}
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">{words.delivery}</dt>
                  <dd className="font-semibold">{option.delivery}</dd>
                  {option.deliveryNote ? (
                    <dd className="text-sm text-muted-foreground">{option.deliveryNote}</dd>
                  ) : null}
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>
      <InfoBlocks blocks={page.infoBlocks} className="md:grid-cols-2" />
      <PageSection section={sectionOf(page, 'more')} />
    </>
  );
}
