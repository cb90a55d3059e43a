import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Home',
    description:
      'Shop everyday essentials at Lumina: electronics, clothing, home and garden, sports, books and beauty.',
    path: '/',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Lumina</h1>
    </div>
  );
}
