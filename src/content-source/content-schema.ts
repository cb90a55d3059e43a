/**
 * The front matter of each content page (content/README.md lists every field). Unknown fields are
 * errors, like missing ones. `answer` and `body` are Markdown; every other text is plain.
 * `sections` names the `## Title {#id}` sections the page's body must have, in any order.
 */
import { z } from 'zod';
import { contentIconNames } from '../domain/content-vocabulary.ts';

const text = z.string().trim().min(1, 'must not be empty');
const icon = z.enum(contentIconNames);
const feature = z.strictObject({ icon, title: text, text });
const step = z.strictObject({ title: text, text });
const stat = z.strictObject({ value: text, label: text });
const action = z.strictObject({ label: text, href: text, variant: z.enum(['outline']).optional() });
const infoBlock = z.strictObject({ icon, title: text, body: text });

/** Reports every id used twice, at its path (ids become element ids and keys on the page). */
type IdAt = [id: string, path: (string | number)[]];

function uniqueIds(ctx: z.RefinementCtx, entries: IdAt[]) {
  const seen = new Set<string>();
  for (const [id, path] of entries) {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: `"${id}" is used twice` });
    seen.add(id);
  }
}

const page = {
  title: text,
  /** The document title when it differs from the h1. */
  metaTitle: text.optional(),
  description: text.min(50, 'must be at least 50 characters'),
  lead: text.optional(),
};

const closing = { closingActions: z.array(action).min(1) };

export const pageSchemas = {
  returns: z.strictObject({
    ...page,
    highlights: z.array(feature).min(1),
    steps: z.array(step).min(1),
    startReturn: action,
    infoBlocks: z.array(infoBlock).min(1),
  }),
  shipping: z.strictObject({
    ...page,
    options: z
      .array(
        z.strictObject({
          name: text,
          cost: text,
          costNote: text.optional(),
          delivery: text,
          deliveryNote: text.optional(),
        }),
      )
      .min(1),
    infoBlocks: z.array(infoBlock).min(1),
  }),
  faq: z.strictObject({
    ...page,
    categories: z
      .array(
        z.strictObject({
          category: text,
          questions: z
            .array(
              z.strictObject({ id: z.string().regex(/^[a-z][a-z0-9-]*$/u), question: text, answer: text }),
            )
            .min(1),
        }),
      )
      .min(1)
      .superRefine((categories, ctx) =>
        uniqueIds(
          ctx,
          categories.flatMap((c, ci) =>
            c.questions.map((q, qi): IdAt => [q.id, [ci, 'questions', qi, 'id']]),
          ),
        ),
      ),
    ...closing,
  }),
  about: z.strictObject({
    ...page,
    cards: z.array(feature).min(1),
    stats: z.array(stat).min(1),
    values: z.array(feature).min(1),
    leaders: z.array(z.strictObject({ name: text, role: text, bio: text, image: text })).min(1),
    awards: z.array(feature).min(1),
    ...closing,
  }),
  'our-story': z.strictObject({
    ...page,
    milestones: z.array(z.strictObject({ year: text, title: text, text })).min(1),
    eras: z.array(feature).min(1),
    ...closing,
  }),
  careers: z.strictObject({
    ...page,
    headerAction: action,
    benefits: z.array(feature).min(1),
    stats: z.array(stat).min(1),
    jobs: z
      .array(
        z.strictObject({
          id: text,
          title: text,
          department: text,
          location: text,
          type: z.literal('Full-time'),
          remote: z.boolean(),
          description: text,
        }),
      )
      .min(1)
      .superRefine((jobs, ctx) =>
        uniqueIds(
          ctx,
          jobs.map((job, i) => [job.id, [i, 'id']]),
        ),
      ),
    steps: z.array(step).min(1),
    ...closing,
  }),
  contact: z.strictObject({
    ...page,
    details: z.strictObject({
      office: text,
      phones: text,
      emails: text,
      hours: text,
      mapAlt: text,
      mapCaption: text,
    }),
  }),
  'customer-service': z.strictObject({
    ...page,
    channels: z.strictObject({
      phone: z.strictObject({ title: text, text, note: text }),
      email: z.strictObject({ title: text, text, note: text }),
      chat: z.strictObject({ title: text, text, note: text, linkLabel: text }),
    }),
    quickHelp: z.array(z.strictObject({ icon, href: text, title: text, text })).min(1),
  }),
  privacy: z.strictObject({ ...page, lastUpdated: text }),
  terms: z.strictObject({ ...page, lastUpdated: text }),
} as const;

export type ContentPageName = keyof typeof pageSchemas;
export const contentPageNames = Object.keys(pageSchemas) as ContentPageName[];

/** The body sections each page's layout places (by id); legal pages take any sections with ids. */
export const requiredSections: Record<ContentPageName, readonly string[]> = {
  returns: ['at-a-glance', 'policy', 'how-returns-work', 'questions'],
  shipping: ['shipping-options', 'more'],
  faq: ['closing'],
  about: ['in-numbers', 'values', 'story', 'leadership', 'awards', 'closing'],
  'our-story': ['journey', 'what-guided-us', 'closing'],
  careers: ['why-work-here', 'culture', 'open-positions', 'hiring', 'closing'],
  contact: ['send-message', 'get-in-touch'],
  'customer-service': ['contact-options', 'quick-help', 'send-message'],
  privacy: [],
  terms: [],
};

export type PageFrontMatter<N extends ContentPageName> = z.output<(typeof pageSchemas)[N]>;
