import type { MetaDescriptor } from 'react-router';
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

/** Document title ('Page | Lumina'), description, canonical URL and Open Graph tags for a route. */
export function pageMeta({ title, description, path, image, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${shop.brand}`;
  const url = new URL(path, shop.siteOrigin).href;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
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
