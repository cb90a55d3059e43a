import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'FAQ',
    description: 'Answers to common questions about shopping at Lumina.',
    path: '/faq',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Frequently Asked Questions</h1>
    </div>
  );
}
