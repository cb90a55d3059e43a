import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'My Wishlist',
    description: 'Products you saved to your wishlist.',
    path: '/wishlist',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">My Wishlist</h1>
    </div>
  );
}
