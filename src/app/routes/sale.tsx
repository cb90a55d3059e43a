import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Sale', description: 'Products on sale at Lumina.', path: '/sale' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sale</h1>
    </div>
  );
}
