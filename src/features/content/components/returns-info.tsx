import { ArrowLeftRight, Globe, PackageX, RotateCcw, Truck, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { contactPathWithSubject } from '../model/contact-subject';
import { refundStatement, returnFigures } from '../model/help-figures';
import { ContentSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { InfoBlock } from './info-block';
import { NumberedSteps } from './numbered-steps';
import { textLinkClass } from './text-link-class';

export const returnRequestSubject = 'Return request';

const highlights = [
  {
    title: `${returnFigures.window} to return`,
    description: `Changed your mind? Send items back within ${returnFigures.window} of delivery for a full refund.`,
    icon: <RotateCcw />,
  },
  {
    title: 'Free return shipping',
    description: 'Returns are free for domestic orders: we email you a prepaid label.',
    icon: <Truck />,
  },
  {
    title: `Refund in ${returnFigures.refund}`,
    description: `Processed within ${returnFigures.refund} after we receive your return.`,
    icon: <Wallet />,
  },
] as const;

const timeline = [
  {
    title: 'Start your return',
    description: `Contact us with your order number and the items you are sending back, within ${returnFigures.window} of delivery.`,
  },
  {
    title: 'Ship it back free',
    description:
      'For domestic orders we email you a prepaid return label. Pack the items and drop the parcel off with the carrier.',
  },
  {
    title: `We inspect it (${returnFigures.inspection})`,
    description: `We check your items within ${returnFigures.inspection} of their arrival and email you when they pass.`,
  },
  {
    title: `Refund in ${returnFigures.refund}`,
    description: refundStatement,
  },
] as const;

/** The Returns & Exchanges page body: highlights, policy, timeline, exchanges and problem orders. */
export function ReturnsInfo() {
  return (
    <>
      <ContentSection title="Returns at a glance" first>
        <FeatureGrid items={highlights} />
      </ContentSection>

      <ContentSection title="Our return policy">
        <p className="max-w-3xl">
          You can return most items within {returnFigures.window} of delivery for a full refund, as long as
          they are unused and in their original packaging. Return shipping is free for domestic orders.
        </p>
        <p className="mt-4 max-w-3xl">A few items cannot be returned:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>gift cards;</li>
          <li>personalised or made-to-order items;</li>
          <li>beauty products that have been opened, for hygiene reasons.</li>
        </ul>
      </ContentSection>

      <ContentSection title="How returns work" intro="From your first message to money back in four steps.">
        <NumberedSteps steps={timeline} />
        <Button asChild className="mt-8">
          <Link to={contactPathWithSubject(returnRequestSubject)}>Start a Return</Link>
        </Button>
      </ContentSection>

      <div className="mt-12 grid gap-10 md:grid-cols-3">
        <InfoBlock icon={<ArrowLeftRight />} title="Exchanges">
          <p>
            Need a different size or colour? Start a return for the original item and place a new order for
            the one you want, so it ships right away instead of waiting for your return to arrive.
          </p>
        </InfoBlock>
        <InfoBlock icon={<PackageX />} title="Wrong or damaged items">
          <p>
            If you received the wrong item, or it arrived damaged, tell us within{' '}
            {returnFigures.wrongItemWindow} of delivery. We send the right item at no cost, with a prepaid
            label for the one you received.
          </p>
        </InfoBlock>
        <InfoBlock icon={<Globe />} title="International returns">
          <p>
            International customers pay for return shipping. We refund the price of the items on the same
            timeline as domestic returns.
          </p>
        </InfoBlock>
      </div>

      <ContentSection title="Questions about a return?">
        <p>
          See the{' '}
          <Link to="/faq" className={textLinkClass}>
            FAQ
          </Link>
          , read our{' '}
          <Link to="/shipping" className={textLinkClass}>
            shipping information
          </Link>{' '}
          or{' '}
          <Link to="/customer-service" className={textLinkClass}>
            visit customer service
          </Link>
          .
        </p>
      </ContentSection>
    </>
  );
}
