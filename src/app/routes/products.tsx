import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Products',
    description: 'Browse every product in the Lumina catalogue.',
    path: '/products',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">All Products</h1>
    </div>
  );
}
