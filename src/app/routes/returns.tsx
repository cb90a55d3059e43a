import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Returns & Exchanges',
    description: 'Lumina returns and exchanges policy.',
    path: '/returns',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Returns & Exchanges</h1>
    </div>
  );
}
