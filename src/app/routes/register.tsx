import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Create Account', description: 'Create a Lumina account.', path: '/register' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Create Account</h1>
    </div>
  );
}
