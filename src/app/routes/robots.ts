import { shop } from '@/config/shop';

/** /robots.txt, prerendered to a file: it points crawlers at the store's own sitemap. */
export function loader() {
  return new Response(
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', shop.siteOrigin).href}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
}
