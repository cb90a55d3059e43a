import { Compass, Handshake, Leaf, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { money, shop } from '@/config/shop';
import { formatMoneyShort } from '@/domain/money';
import { ContentSection } from './content-section';
import { FeatureGrid } from './feature-grid';

const { brand } = shop;

export const milestones = [
  {
    year: '2015',
    title: 'A small idea',
    text: `Maya Chen and Daniel Brooks open ${brand} from a San Francisco apartment with fifty hand-picked products, each tested at home before it went on sale.`,
  },
  {
    year: '2017',
    title: 'Our first million customers',
    text: `We move into our first warehouse, introduce free standard shipping on orders over ${formatMoneyShort(money.freeShippingThresholdCents)} and 30-day returns, and welcome our millionth customer.`,
  },
  {
    year: '2019',
    title: 'Going global',
    text: 'We start shipping worldwide, reaching more than 100 countries, and open our online help centre, available 24/7.',
  },
  {
    year: '2021',
    title: 'Greener deliveries',
    text: 'Every parcel now ships in a recycled, right-sized box sealed with paper tape, and we cut plastic from our packaging completely.',
  },
  {
    year: '2023',
    title: 'Ten million strong',
    text: 'More than 10 million customers and a range of 50,000 products. We are named Best Online Retailer 2023 at the Retail Excellence Awards.',
  },
  {
    year: 'Now',
    title: 'Still curious',
    text: 'A team of more than 500 people in over 25 countries, half of them remote, still asking the question we began with: would we buy this ourselves?',
  },
] as const;

const eras = [
  {
    title: 'The early years: curation',
    description:
      'We chose quality over quantity: a small range of products we had tried and trusted ourselves.',
    icon: <Compass />,
  },
  {
    title: 'Growing up: trust',
    description:
      'Free shipping, easy returns and a support team who answer every message built lasting relationships.',
    icon: <Handshake />,
  },
  {
    title: 'Looking outward: responsibility',
    description:
      'As we grew, we took responsibility for our footprint, from packaging to the partners we work with.',
    icon: <Leaf />,
  },
  {
    title: 'Today: community',
    description:
      'Reviews, feedback and ideas from millions of shoppers now shape what we stock and how we work.',
    icon: <Users />,
  },
] as const;

/** The Our Story page body: the timeline, the values of each era, and what comes next. */
export function OurStoryContent() {
  return (
    <>
      <ContentSection title="Our journey" first>
        <ol className="relative grid gap-8 border-l-2 border-secondary pl-8">
          {milestones.map((milestone) => (
            <li key={milestone.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] size-4 rounded-full border-4 border-background bg-primary"
              />
              <h3>
                <span className="block text-sm font-bold tracking-wide text-primary">{milestone.year}</span>
                <span className="text-lg font-semibold">{milestone.title}</span>
              </h3>
              <p className="mt-1 max-w-2xl text-muted-foreground">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        title="What guided us"
        intro="Each chapter of our story added a value we still live by."
      >
        <FeatureGrid items={eras} columns={4} />
      </ContentSection>

      <section className="mt-16 rounded-lg bg-secondary p-8 text-secondary-foreground md:p-12">
        <h2 className="text-2xl font-bold">Looking Forward</h2>
        <div className="mt-4 grid max-w-3xl gap-4">
          <p>
            The next chapter is about doing more with less: smarter deliveries with a smaller footprint,
            products made to be repaired rather than replaced, and a shop that is a pleasure to use for
            everyone.
          </p>
          <p>We would love you to be part of it, as a customer or as a colleague.</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/products">Start Shopping</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/careers">Join Our Team</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
