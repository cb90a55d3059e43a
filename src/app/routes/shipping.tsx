import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Shipping Information',
    description: 'Lumina shipping options, costs and delivery times.',
    path: '/shipping',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Shipping Information</h1>
    </div>
  );
}
