/**
 * Page content: the help, company and legal pages (content/*.md, read and rendered at build time
 * by src/content-source/) with the store configuration's values filled in, and the sample order
 * history. Only build-time loaders call it, so no page text ships in the JavaScript.
 */
import { type ContentIconName, fillPlaceholders } from '@/domain/content-vocabulary';
import type { OrderSummary } from '@/domain/types';
import { pages } from 'virtual:lumina-content';
import { contentIconSvg } from './content-icons';
import { contentPlaceholders } from './content-placeholders';
import { sampleOrders } from './orders';

/** A content icon as the page draws it: its SVG markup, made at build time. */
export interface ContentIconMarkup {
  svg: string;
}

/** A page's data with each `icon` name drawn as its markup. */
type WithIconMarkup<T> = T extends string | number | boolean
  ? T
  : T extends readonly (infer U)[]
    ? WithIconMarkup<U>[]
    : { [K in keyof T]: K extends 'icon' ? ContentIconMarkup : WithIconMarkup<T[K]> };

export type ContentPageName = keyof typeof pages;
export type ContentPage<N extends ContentPageName = ContentPageName> = WithIconMarkup<(typeof pages)[N]>;
/** A `## Title {#id}` part of a page body, as HTML. */
export type ContentSectionData = ContentPage['sections'][number];

/** A link a page shows as a button. */
export type ContentAction = ContentPage<'returns'>['startReturn'];
/** An item of a grid: an icon, a title and a line of text. */
export type ContentFeature = ContentPage<'returns'>['highlights'][number];
export type ContentStep = ContentPage<'returns'>['steps'][number];
export type ContentInfoBlock = ContentPage<'returns'>['infoBlocks'][number];
export type ContentJob = ContentPage<'careers'>['jobs'][number];
export type ContentFaqGroup = ContentPage<'faq'>['categories'][number];

export function getSampleOrders(): readonly OrderSummary[] {
  return sampleOrders;
}

/** A content page with every placeholder filled; an unknown one is a build error. */
export function getContentPage<N extends ContentPageName>(name: N): ContentPage<N> {
  const filled = fillPlaceholders(pages[name], contentPlaceholders(), (placeholder) => {
    throw new Error(`content/${name}.md: unknown placeholder {{${placeholder}}}`);
  });
  return withIconMarkup(filled) as ContentPage<N>;
}

function withIconMarkup(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withIconMarkup);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) =>
      key === 'icon' && typeof field === 'string'
        ? [key, { svg: contentIconSvg(field as ContentIconName) }]
        : [key, withIconMarkup(field)],
    ),
  );
}
