import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Our Story', description: 'The story of Lumina.', path: '/our-story' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Our Story</h1>
    </div>
  );
}
