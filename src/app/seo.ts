import type { MetaDescriptor } from 'react-router';
import { market, marketPath, markets } from '@/config/market';
import { shop } from '@/config/shop';
import { absoluteImageUrl } from '@/domain/image-variants';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The canonical path of the page, e.g. '/products'. */
  path: string;
  image?: string;
  noindex?: boolean;
}

/**
 * The page in every market, for search engines: one `hreflang` link a market and `x-default` (the
 * first market, at the root) - on every page, its own market included.
 */
export function alternates(path: string): MetaDescriptor[] {
  const href = (target: (typeof markets)[number]) => new URL(marketPath(target, path), shop.siteOrigin).href;
  const [first] = markets;
  if (!first || markets.length < 2) return [];
  return [
    ...markets.map((target) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: target.locale,
      href: href(target),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: href(first) },
  ];
}

/** Document title ('Page | Lumina'), description, canonical URL and Open Graph tags for a route. */
export function pageMeta({ title, description, path, image, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${shop.brand}`;
  const url = new URL(marketPath(market, path), shop.siteOrigin).href;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates(path),
    { property: 'og:site_name', content: shop.brand },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
  ];
  if (image) tags.push({ property: 'og:image', content: absoluteImageUrl(image, shop.siteOrigin) });
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
