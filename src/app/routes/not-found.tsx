import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { Button } from '@/components/ui/button';
import { staticMeta } from '../page-route';
import * as words from 'virtual:lumina-messages/notFoundRoute';

export const meta = staticMeta({
  title: words.title,
  description: words.description,
  path: '/404',
  noindex: true,
});

/** The 404 page, outside the shop's header and footer (docs/shop-rules.md, Help and content pages). */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <>
      <main
        id="main"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted p-6 text-center"
      >
        <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold">
          <span className="sr-only">404: </span>
          {words.heading}
        </h1>
        <Button asChild>
          <Link to="/">{words.returnHome}</Link>
        </Button>
      </main>
      <FirstScreenEnd />
    </>
  );
}
