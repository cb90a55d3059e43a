import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Terms of Service', description: 'The terms of using Lumina.', path: '/terms' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Terms of Service</h1>
    </div>
  );
}
