import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Search', description: 'Search the Lumina catalogue.', path: '/search' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Search</h1>
    </div>
  );
}
