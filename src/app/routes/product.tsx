import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Product', description: 'Product details.', path: '/product' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Product</h1>
    </div>
  );
}
