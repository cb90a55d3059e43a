import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Shopping Cart', description: 'Your Lumina shopping cart.', path: '/cart' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Shopping Cart</h1>
    </div>
  );
}
