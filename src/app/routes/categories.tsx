import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Categories',
    description: 'Browse Lumina products by category.',
    path: '/categories',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Shop by Category</h1>
    </div>
  );
}
