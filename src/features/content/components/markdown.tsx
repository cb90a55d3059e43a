import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { market } from '@/config/market';
import { cn } from '@/lib/cn';
import { isPlainClick, moveToSection } from './in-page-link';

/**
 * HTML rendered from a content file at build time (sanitised there). Its links are plain anchors:
 * before hydration the browser follows them; after it, a link to the shop moves client-side and a
 * #link brings its section into view with focus, like InPageLink. Styled by `.markdown` (app.css).
 */
export function Markdown({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!link || !isPlainClick(event)) return;
      if (href.startsWith('#')) {
        if (moveToSection(href.slice(1))) event.preventDefault();
      } else if (href.startsWith('/') && !href.startsWith('//')) {
        event.preventDefault();
        // The build wrote the market's prefix in (/de/faq); the router adds it again itself.
        void navigate(href.startsWith(`${market.pathPrefix}/`) ? href.slice(market.pathPrefix.length) : href);
      }
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);
  return <div ref={ref} className={cn('markdown', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
