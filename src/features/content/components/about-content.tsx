import {
  Award,
  Eye,
  Gem,
  Handshake,
  Heart,
  Leaf,
  Lightbulb,
  Medal,
  Sparkles,
  Target,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { shop } from '@/config/shop';
import { ContentSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { StatList } from './stat-list';
import { textLinkClass } from './text-link-class';

const { brand } = shop;

export const aboutStats = [
  { value: '10M+', label: 'Happy Customers' },
  { value: '50K+', label: 'Products' },
  { value: '100+', label: 'Countries' },
  { value: '24/7', label: 'Support' },
] as const;

const values = [
  {
    title: 'Quality first',
    description: 'We test what we sell and only stock products we would happily use ourselves.',
    icon: <Gem />,
  },
  {
    title: 'Customers at the heart',
    description: 'Every decision starts with one question: does this make shopping better for you?',
    icon: <Heart />,
  },
  {
    title: 'Honest prices',
    description:
      'Fair prices, clear discounts and no hidden fees. Tax and shipping are shown before you pay.',
    icon: <Handshake />,
  },
  {
    title: 'Care for the planet',
    description: 'Recycled packaging, right-sized boxes and partners who share our standards.',
    icon: <Leaf />,
  },
  {
    title: 'Everyone welcome',
    description:
      'A shop that works for every shopper, on every device, including those who use assistive technology.',
    icon: <Users />,
  },
  {
    title: 'Always improving',
    description: 'We listen to feedback, try new ideas and keep what makes your day a little easier.',
    icon: <Lightbulb />,
  },
] as const;

const leaders = [
  {
    name: 'Maya Chen',
    role: 'Co-founder & Chief Executive Officer',
    bio: `Maya started ${brand} in 2015 with fifty products and a promise to sell only what she would buy herself.`,
    image: '/images/team/1.svg',
  },
  {
    name: 'Daniel Brooks',
    role: 'Co-founder & Chief Technology Officer',
    bio: 'Daniel leads the teams that keep our shop fast, secure and easy to use on any device.',
    image: '/images/team/2.svg',
  },
  {
    name: 'Amara Okafor',
    role: 'Chief Operating Officer',
    bio: 'Amara runs our warehouses and carrier partnerships, so your order arrives on time, wherever you are.',
    image: '/images/team/3.svg',
  },
] as const;

const awards = [
  { title: 'Best Online Retailer 2023', description: 'Retail Excellence Awards', icon: <Trophy /> },
  {
    title: 'Customer Service Excellence 2022',
    description: 'National Customer Care Council',
    icon: <Award />,
  },
  { title: 'Sustainable Business of the Year 2021', description: 'Green Commerce Forum', icon: <Leaf /> },
  { title: 'Top Workplace 2023', description: 'Voted by our own employees', icon: <Medal /> },
] as const;

/** The About page body: mission and vision, figures, values, story, leadership, awards and next steps. */
export function AboutContent() {
  return (
    <>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className="rounded-lg bg-secondary p-8 text-secondary-foreground">
          <Target aria-hidden="true" className="size-8" />
          <h2 className="mt-4 text-2xl font-bold">Our Mission</h2>
          <p className="mt-2">
            To make it simple to find well-made everyday things at fair prices, and to deliver them with care.
          </p>
        </section>
        <section className="rounded-lg bg-secondary p-8 text-secondary-foreground">
          <Eye aria-hidden="true" className="size-8" />
          <h2 className="mt-4 text-2xl font-bold">Our Vision</h2>
          <p className="mt-2">
            A world where shopping online is honest, effortless and kind to the planet, for everyone,
            everywhere.
          </p>
        </section>
      </div>

      <ContentSection title={`${brand} in numbers`}>
        <StatList stats={aboutStats} />
      </ContentSection>

      <ContentSection
        title="Our Values"
        intro="Six ideas guide how we choose products, treat customers and work together."
      >
        <FeatureGrid items={values} />
      </ContentSection>

      <ContentSection title="Our Story">
        <div className="grid max-w-3xl gap-4">
          <p>
            {brand} began in 2015 in a small San Francisco apartment, where two friends were tired of
            scrolling through thousands of look-alike products to find one that would last. They picked fifty
            things they loved, photographed them on the kitchen table and opened a shop.
          </p>
          <p>
            Today more than 10 million customers in over 100 countries shop with us, choosing from 50,000
            products across electronics, clothing, home and garden, sports, books and beauty. We still test
            what we sell, and we still answer every message ourselves.
          </p>
          <p>
            <Link to="/our-story" className={textLinkClass}>
              Read our full story
            </Link>
          </p>
        </div>
      </ContentSection>

      <ContentSection title="Leadership Team">
        <ul className="grid gap-6 md:grid-cols-3">
          {leaders.map((leader) => (
            <li key={leader.name} className="rounded-lg border p-6 text-center">
              <img
                src={leader.image}
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                alt={`Illustrated portrait of ${leader.name}`}
                className="mx-auto size-32 rounded-full"
              />
              <h3 className="mt-4 text-lg font-semibold">{leader.name}</h3>
              <p className="text-sm font-medium text-primary">{leader.role}</p>
              <p className="mt-2 text-sm text-muted-foreground">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title="Awards & Recognition">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {awards.map((award) => (
            <li key={award.title} className="flex flex-col items-center rounded-lg border p-6 text-center">
              <div aria-hidden="true" className="text-star [&_svg]:size-8">
                {award.icon}
              </div>
              <h3 className="mt-3 font-semibold">{award.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{award.description}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <section className="mt-16 rounded-lg bg-secondary p-8 text-center text-secondary-foreground md:p-12">
        <Sparkles aria-hidden="true" className="mx-auto size-8 text-primary" />
        <h2 className="mt-4 text-2xl font-bold">Be part of the story</h2>
        <p className="mx-auto mt-2 max-w-xl">
          Find something you will love in our shop, or help us build the future of {brand}.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/products">Start Shopping</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/careers">View Careers</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
