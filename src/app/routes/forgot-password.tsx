import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Forgot Password',
    description: 'Reset your Lumina password.',
    path: '/forgot-password',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Forgot Password</h1>
    </div>
  );
}
