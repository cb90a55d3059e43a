import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({ title: 'Contact Us', description: 'Contact Lumina.', path: '/contact' });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Contact Us</h1>
    </div>
  );
}
