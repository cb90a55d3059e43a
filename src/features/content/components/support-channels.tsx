import { Mail, MessageCircle, Phone } from 'lucide-react';
import type * as React from 'react';
import { shop } from '@/config/shop';
import type { ContentPage } from '@/data/content-repository';
import { InPageLink } from './in-page-link';

const { contact } = shop;
const linkClass =
  'inline-flex min-h-6 items-center font-semibold text-primary underline-offset-4 hover:underline';

/** The phone, email and live chat cards of the customer service page. */
export function SupportChannels({
  channels: { phone, email, chat },
  messageFormId,
}: {
  channels: ContentPage<'customer-service'>['channels'];
  messageFormId: string;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <ChannelCard icon={<Phone />} title={phone.title}>
        <p>{phone.text}</p>
        <a href={`tel:${contact.phone.replace(/[^+\d]/gu, '')}`} className={linkClass}>
          {contact.phone}
        </a>
        <p className="text-sm text-muted-foreground">{phone.note}</p>
      </ChannelCard>
      <ChannelCard icon={<Mail />} title={email.title}>
        <p>{email.text}</p>
        <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
          {contact.email}
        </a>
        <p className="text-sm text-muted-foreground">{email.note}</p>
      </ChannelCard>
      <ChannelCard icon={<MessageCircle />} title={chat.title}>
        <p>{chat.text}</p>
        <InPageLink targetId={messageFormId} className={linkClass}>
          {chat.linkLabel}
        </InPageLink>
        <p className="text-sm text-muted-foreground">{chat.note}</p>
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
