/** The content folder's pages, validated and rendered at build time by content-plugin.ts. */
declare module 'virtual:lumina-content' {
  import type { ContentPages } from '@/content-source/content-pages';

  /** Every page, by name (its address without the slash); placeholders are filled by the data layer. */
  export const pages: ContentPages;
}
