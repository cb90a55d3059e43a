/** What the app receives for each content page (virtual:lumina-content): rendered, with placeholders still to fill. */
import type { ContentPageName, PageFrontMatter } from './content-schema.ts';
import type { RenderedSection } from './render-markdown.ts';

/** A front matter value with its Markdown rendered: `body` becomes `bodyHtml`, `answer` plain text plus `answerHtml`. */
export type Rendered<T> = T extends readonly (infer U)[]
  ? Rendered<U>[]
  : T extends object
    ? { [K in keyof T as K extends 'body' ? 'bodyHtml' : K]: Rendered<T[K]> } & (T extends { answer: string }
        ? { answerHtml: string }
        : unknown)
    : T;

export type ContentPage<N extends ContentPageName = ContentPageName> = Rendered<PageFrontMatter<N>> & {
  /** The Markdown before the first `##`, as HTML. */
  introHtml: string;
  sections: RenderedSection[];
};

export type ContentPages = { [N in ContentPageName]: ContentPage<N> };
