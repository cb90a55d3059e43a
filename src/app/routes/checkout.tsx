import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Checkout', description: 'Complete your order.', path: '/checkout' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Checkout</h1>
    </div>
  );
}
