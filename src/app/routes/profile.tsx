import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'My Account', description: 'Your Lumina account.', path: '/profile' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">My Account</h1>
    </div>
  );
}
