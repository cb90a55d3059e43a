import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Order Confirmed',
    description: 'Your order confirmation.',
    path: '/order-success',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Order Confirmed</h1>
    </div>
  );
}
