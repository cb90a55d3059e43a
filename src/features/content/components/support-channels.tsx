import { Mail, MessageCircle, Phone } from 'lucide-react';
import type * as React from 'react';
import { shop } from '@/config/shop';
import { InPageLink } from './in-page-link';

const { contact, support } = shop;
const openingHours = support.hours
  .filter((row) => row.hours !== 'Closed')
  .map((row) => `${row.days} ${row.hours}`)
  .join(', ');
const linkClass =
  'inline-flex min-h-6 items-center font-semibold text-primary underline-offset-4 hover:underline';

/** The phone, email and live chat cards of the customer service page. */
export function SupportChannels({ messageFormId }: { messageFormId: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <ChannelCard icon={<Phone />} title="Phone">
        <p>Talk to a support specialist.</p>
        <a href={`tel:${contact.phone.replace(/[^+\d]/gu, '')}`} className={linkClass}>
          {contact.phone}
        </a>
        <p className="text-sm text-muted-foreground">{openingHours}</p>
      </ChannelCard>
      <ChannelCard icon={<Mail />} title="Email">
        <p>Write to us any time, day or night.</p>
        <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
          {contact.email}
        </a>
        <p className="text-sm text-muted-foreground">We reply within {support.emailResponseTime}.</p>
      </ChannelCard>
      <ChannelCard icon={<MessageCircle />} title="Live Chat">
        <p>Chat with our team during business hours.</p>
        <InPageLink targetId={messageFormId} className={linkClass}>
          Start a Conversation
        </InPageLink>
        <p className="text-sm text-muted-foreground">Average response time: {support.averageResponseTime}</p>
      </ChannelCard>
    </ul>
  );
}

function ChannelCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-col items-start gap-2 rounded-lg border p-6 shadow-sm">
      <div aria-hidden="true" className="rounded-full bg-secondary p-3 text-primary [&_svg]:size-6">
        {icon}
      </div>
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </li>
  );
}
