import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Privacy Policy',
    description: 'How Lumina handles your data.',
    path: '/privacy',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
    </div>
  );
}
