import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Customer Service',
    description: 'How to reach Lumina customer service.',
    path: '/customer-service',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Customer Service</h1>
    </div>
  );
}
