import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Careers', description: 'Work at Lumina.', path: '/careers' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Careers at Lumina</h1>
    </div>
  );
}
