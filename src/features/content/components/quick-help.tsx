import { CircleHelp, Package, RotateCcw, Truck } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';

interface HelpTopic {
  to: string;
  title: string;
  description: string;
  icon: React.ReactNode;
}

const topics: readonly HelpTopic[] = [
  {
    to: '/faq',
    title: 'FAQ',
    description: 'Quick answers to the questions we hear most.',
    icon: <CircleHelp />,
  },
  {
    to: '/shipping',
    title: 'Shipping Information',
    description: 'Delivery options, costs and times.',
    icon: <Truck />,
  },
  {
    to: '/returns',
    title: 'Returns & Exchanges',
    description: '30-day returns with free domestic return shipping.',
    icon: <RotateCcw />,
  },
  {
    to: '/orders',
    title: 'Order History',
    description: 'Check the status of your orders.',
    icon: <Package />,
  },
];

/** The Quick Help grid: a card link to each self-service page. */
export function QuickHelp() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {topics.map((topic) => (
        <li
          key={topic.to}
          className="relative rounded-lg border p-5 transition-colors focus-within:border-primary hover:border-primary hover:bg-muted"
        >
          <div aria-hidden="true" className="text-primary [&_svg]:size-6">
            {topic.icon}
          </div>
          <h3 className="mt-3 font-semibold">
            <Link to={topic.to} className="after:absolute after:inset-0 after:rounded-lg">
              {topic.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{topic.description}</p>
        </li>
      ))}
    </ul>
  );
}
