import { Clock, Globe, MapPin, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cutoffText, deliveryCountingText } from '@/domain/delivery';
import { freeShippingThreshold, shippingFigures, shippingOptions } from '../model/help-figures';
import { ContentSection } from './content-section';
import { InfoBlock } from './info-block';
import { textLinkClass } from './text-link-class';

/** The Shipping Information page body: options, processing, address changes, international, tracking. */
export function ShippingInfo() {
  return (
    <>
      <ContentSection
        title="Shipping options"
        intro={`Standard shipping is free on every order over ${freeShippingThreshold}. Choose a faster option at checkout.`}
        first
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {shippingOptions.map((option) => (
            <li key={option.name} className="rounded-lg border p-6">
              <h3 className="text-lg font-semibold">{option.name} Shipping</h3>
              <dl className="mt-4 grid gap-3">
                <div>
                  <dt className="text-sm text-muted-foreground">Cost</dt>
                  <dd className="font-semibold">{option.cost}</dd>
                  {option.costNote ? (
                    <dd className="text-sm text-muted-foreground">{option.costNote}</dd>
                  ) : null}
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Delivery</dt>
                  <dd className="font-semibold">{option.delivery}</dd>
                  {option.deliveryNote ? (
                    <dd className="text-sm text-muted-foreground">{option.deliveryNote}</dd>
                  ) : null}
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </ContentSection>

      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <InfoBlock icon={<Clock />} title="Order processing">
          <p>
            We process Standard and Express orders within {shippingFigures.processing}, then hand them to our
            carrier. Next-Day orders placed before {cutoffText()} (your local time) on a business day ship the
            same day; later ones ship the next business day.
          </p>
          <p>{deliveryCountingText}</p>
        </InfoBlock>
        <InfoBlock icon={<MapPin />} title="Changing your address">
          <p>
            You can change the shipping address within {shippingFigures.addressChangeWindow} of ordering.{' '}
            <Link to="/customer-service" className={textLinkClass}>
              Contact customer service
            </Link>{' '}
            with your order number and the new address. After that, your parcel is already being packed.
          </p>
        </InfoBlock>
        <InfoBlock icon={<Globe />} title="International shipping">
          <p>
            We ship to more than 100 countries. International delivery takes {shippingFigures.international}{' '}
            after your order ships.
          </p>
          <p>
            Import duties and taxes set by the destination country are not included in our prices and may be
            due on delivery.
          </p>
        </InfoBlock>
        <InfoBlock icon={<PackageCheck />} title="Tracking your order">
          <p>
            When your order ships, we email you a tracking number so you can follow your parcel to your door.
            You can also check every order in your{' '}
            <Link to="/orders" className={textLinkClass}>
              order history
            </Link>
            .
          </p>
        </InfoBlock>
      </div>

      <ContentSection title="Need something else?">
        <p>
          Read about{' '}
          <Link to="/returns" className={textLinkClass}>
            returns and exchanges
          </Link>
          , browse the{' '}
          <Link to="/faq" className={textLinkClass}>
            FAQ
          </Link>{' '}
          or{' '}
          <Link to="/contact" className={textLinkClass}>
            contact us
          </Link>
          .
        </p>
      </ContentSection>
    </>
  );
}
