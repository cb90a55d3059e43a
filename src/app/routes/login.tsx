import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Sign In', description: 'Sign in to your Lumina account.', path: '/login' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sign In</h1>
    </div>
  );
}
