/**
 * Reads and validates the content folder at build time (Node only; the app receives the result
 * through virtual:lumina-content, content-plugin.ts). Every problem is collected as
 * "file:line: reason" and reported together in one ContentError.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { placeholderNames, placeholderPattern, fillPlaceholders } from '../domain/content-vocabulary.ts';
import type { ContentPages } from './content-pages.ts';
import { contentPageNames, pageSchemas, requiredSections, type ContentPageName } from './content-schema.ts';
import { lineOf, splitFile, type SplitFile } from './front-matter.ts';
import { linkProblem, type ShopAddresses } from './link-check.ts';
import { renderBody, renderInline } from './render-markdown.ts';

export class ContentError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(
      `The content in ${dir} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** The content folder: LUMINA_CONTENT, else content/. */
export function contentDir(root = process.cwd()): string {
  return path.resolve(root, process.env.LUMINA_CONTENT || 'content');
}

/** Placeholders a page fills from its own data, at build time. */
function pageValues(name: ContentPageName, data: unknown): Record<string, string> {
  if (name !== 'careers') return {};
  const jobs = (data as { jobs: { remote: boolean }[] }).jobs;
  return { jobCount: String(jobs.length), remoteJobCount: String(jobs.filter((job) => job.remote).length) };
}

const knownPlaceholders = new Set<string>(placeholderNames);

/** Reads every page's file; throws ContentError listing every problem. */
export function loadContent(dir: string, shop: ShopAddresses): ContentPages {
  const problems: string[] = [];
  const pages: Partial<Record<ContentPageName, unknown>> = {};
  const pageFiles = new Set(contentPageNames.map((name) => `${name}.md`));
  const present = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.md')) : [];
  for (const file of present) {
    if (!pageFiles.has(file) && file !== 'README.md') {
      problems.push(`${file}:1: is not a page of the shop (pages: ${[...pageFiles].join(', ')})`);
    }
  }
  for (const name of contentPageNames) {
    const file = `${name}.md`;
    const report = (line: number, reason: string) => problems.push(`${file}:${line}: ${reason}`);
    if (!present.includes(file)) {
      report(1, `missing: the page /${name} needs this file`);
      continue;
    }
    const page = loadPage(name, readFileSync(path.join(dir, file), 'utf8'), shop, report);
    if (page) pages[name] = page;
  }
  if (problems.length > 0) throw new ContentError(dir, problems);
  return pages as ContentPages;
}

function loadPage(
  name: ContentPageName,
  text: string,
  shop: ShopAddresses,
  report: (line: number, reason: string) => void,
): unknown {
  const split = splitFile(text);
  for (const [line, reason] of split.problems) report(line, reason);
  if (split.problems.length > 0) return undefined;
  const parsed = pageSchemas[name].safeParse(split.data ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          report(lineOf(split, [...issue.path, key]), `${[...issue.path, key].join('.')}: unknown field`);
        }
      } else {
        const missing = issue.code === 'invalid_type' && issue.input === undefined;
        report(lineOf(split, issue.path), `${issue.path.join('.')}: ${missing ? 'missing' : issue.message}`);
      }
    }
    return undefined;
  }
  const own = pageValues(name, parsed.data);
  text.split(/\r?\n/u).forEach((line, i) => {
    for (const [, placeholder = ''] of line.matchAll(placeholderPattern)) {
      if (!knownPlaceholders.has(placeholder) && !(placeholder in own)) {
        report(i + 1, `unknown placeholder {{${placeholder}}} (known: ${placeholderNames.join(', ')})`);
      }
    }
  });

  const body = renderBody(split.body);
  const anchors = new Set([...body.ids, ...requiredSections[name]]);
  const seen = new Set<string>();
  for (const section of body.sections) {
    if (seen.has(section.id)) report(split.bodyStart, `two sections have the id "${section.id}"`);
    seen.add(section.id);
  }
  for (const id of requiredSections[name]) {
    if (!seen.has(id)) report(split.bodyStart, `the body has no section "## ... {#${id}}"`);
  }
  const checkLink = (href: string, line: number) => {
    const problem = linkProblem(href, shop, anchors);
    if (problem) report(line, problem);
  };
  for (const link of body.links) checkLink(link.href, split.bodyStart + link.line);
  const data = renderFields(parsed.data, [], split, checkLink);
  return fillPlaceholders({ ...(data as object), introHtml: body.introHtml, sections: body.sections }, own);
}

/** Renders the Markdown fields (`answer`, `body`) and checks every link and `href` in the front matter. */
function renderFields(
  value: unknown,
  at: PropertyKey[],
  split: SplitFile,
  checkLink: (href: string, line: number) => void,
): unknown {
  if (Array.isArray(value)) return value.map((item, i) => renderFields(item, [...at, i], split, checkLink));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const where = [...at, key];
    if (key === 'href' && typeof item === 'string') checkLink(item, lineOf(split, where));
    if ((key === 'answer' || key === 'body') && typeof item === 'string') {
      const rendered = renderInline(item);
      for (const link of rendered.links) checkLink(link.href, lineOf(split, where));
      out[`${key}Html`] = rendered.html;
      if (key === 'answer') out[key] = rendered.text;
    } else {
      out[key] = renderFields(item, where, split, checkLink);
    }
  }
  return out;
}
