import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type * as React from 'react';
import { shop } from '@/config/shop';
import type { ContentPage } from '@/data/content-repository';
import { mailboxLabel, officeCountryText, phoneLineLabel } from '@/data/shop-details-text';
import { BusinessHours } from './business-hours';
import { textLinkClass } from './text-link-class';
import { InfoBlock } from './info-block';

const { support } = shop;

/** The office address, phone lines, mailboxes, business hours and a map of the office. */
export function ContactDetails({ text }: { text: ContentPage<'contact'>['details'] }) {
  return (
    <div className="grid gap-8">
      <InfoBlock headingLevel="h3" icon={<MapPin />} title={text.office}>
        <address className="not-italic">
          <span className="font-medium">{support.office.name}</span>
          <br />
          {support.office.street}
          <br />
          {support.office.city}
          <br />
          {officeCountryText()}
        </address>
      </InfoBlock>
      <InfoBlock headingLevel="h3" icon={<Phone />} title={text.phones}>
        <ul className="grid gap-2">
          {support.phones.map((phone) => (
            <li key={phone.number}>
              <span className="text-muted-foreground">{phoneLineLabel(phone.line)}: </span>
              <a href={`tel:${phone.number.replace(/[^+\d]/gu, '')}`} className={textLinkClass}>
                {phone.number}
              </a>
            </li>
          ))}
        </ul>
      </InfoBlock>
      <InfoBlock headingLevel="h3" icon={<Mail />} title={text.emails}>
        <ul className="grid gap-2">
          {support.emails.map((email) => (
            <li key={email.address}>
              <span className="text-muted-foreground">{mailboxLabel(email.mailbox)}: </span>
              <a href={`mailto:${email.address}`} className={`${textLinkClass} break-all`}>
                {email.address}
              </a>
            </li>
          ))}
        </ul>
      </InfoBlock>
      <InfoBlock headingLevel="h3" icon={<Clock />} title={text.hours}>
        <BusinessHours />
      </InfoBlock>
      <figure>
        <img
          src="/images/map.svg"
          width={800}
          height={400}
          loading="lazy"
          decoding="async"
          alt={text.mapAlt}
          className="h-auto w-full rounded-lg border"
        />
        <figcaption className="mt-2 text-sm text-muted-foreground">{text.mapCaption}</figcaption>
      </figure>
    </div>
  );
}
