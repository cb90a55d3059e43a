/**
 * Markdown to safe HTML at build time: markdown-it (raw HTML off) and then sanitize-html with the
 * few tags and attributes the pages style. `## Title {#id}` sets a heading's id (else it is made
 * from the title). The body splits into the part before the first `##` and one section per `##`.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

const ID_SUFFIX = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/u;

/** Only what the pages need; links keep their address, and only to the shop, mail or phone. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'strong', 'em', 'code', 'br', 'blockquote'],
  allowedAttributes: { a: ['href'], h3: ['id'], h4: ['id'] },
  allowedSchemes: ['mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitize(html: string): string {
  // markdown-it percent-encodes braces in link addresses; placeholders stay readable for the fill.
  return sanitizeHtml(html, sanitizeOptions).replace(/%7B%7B(\w+)%7D%7D/gu, '{{$1}}');
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');
}

export interface MarkdownLink {
  href: string;
  /** 0-based line within the rendered text. */
  line: number;
}

export interface RenderedSection {
  id: string;
  title: string;
  html: string;
}

export interface RenderedBody {
  introHtml: string;
  sections: RenderedSection[];
  /** Every heading id (h2 and below), for in-page links. */
  ids: string[];
  links: MarkdownLink[];
}

function headingIds(tokens: Token[], ids: string[]) {
  tokens.forEach((token, i) => {
    const inline = tokens[i + 1];
    if (token.type !== 'heading_open' || !inline) return;
    const match = ID_SUFFIX.exec(inline.content);
    const id = match?.[1] ?? slugify(inline.content);
    if (match) {
      inline.content = inline.content.replace(ID_SUFFIX, '');
      const last = inline.children?.at(-1);
      if (last?.type === 'text') last.content = last.content.replace(ID_SUFFIX, '');
    }
    token.attrSet('id', id);
    ids.push(id);
  });
}

function collectLinks(tokens: Token[], links: MarkdownLink[]) {
  for (const block of tokens) {
    for (const child of block.children ?? []) {
      const href = child.type === 'link_open' ? child.attrGet('href') : null;
      if (href !== null) links.push({ href: decodeURI(String(href)), line: block.map?.[0] ?? 0 });
    }
  }
}

const render = (tokens: Token[]) => sanitize(md.renderer.render(tokens, md.options, {}));

/** What the tokens say, as plain text (a heading's title, an answer the FAQ search reads). */
function plainText(tokens: readonly Token[]): string {
  const inline = (child: Token) => {
    if (child.type === 'text' || child.type === 'code_inline') return child.content;
    return child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : '';
  };
  return tokens
    .map((token) => (token.children ?? []).map(inline).join(''))
    .join(' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** One Markdown text (a list item's answer or body) as safe HTML, with its links. */
export function renderInline(text: string): { html: string; text: string; links: MarkdownLink[] } {
  const tokens = md.parse(text, {});
  const links: MarkdownLink[] = [];
  collectLinks(tokens, links);
  const html = render(tokens);
  return { html, text: plainText(tokens), links };
}

/** A page body: the intro before the first `##`, then its sections. */
export function renderBody(body: string): RenderedBody {
  const tokens = md.parse(body, {});
  const ids: string[] = [];
  const links: MarkdownLink[] = [];
  headingIds(tokens, ids);
  collectLinks(tokens, links);
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === 'heading_open' && token.tag === 'h2') groups.push([]);
    groups.at(-1)?.push(token);
  }
  const [intro = [], ...rest] = groups;
  const sections = rest.map((group) => ({
    id: String(group[0]?.attrGet('id') ?? ''),
    title: plainText(group.slice(1, 2)),
    html: render(group.slice(3)),
  }));
  return { introHtml: render(intro), sections, ids, links };
}
