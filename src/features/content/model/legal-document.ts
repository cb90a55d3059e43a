/** The shape of a legal page (privacy policy, terms): plain text the page renders with headings and a table of contents. */

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | readonly string[];

export interface LegalSubsection {
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection {
  /** The in-page anchor, unique within the document. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocument {
  lastUpdated: string;
  /** The opening paragraphs, before the table of contents. */
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/** Every paragraph and list item of a document, in reading order (for checks and tests). */
export function legalDocumentText(doc: LegalDocument): string[] {
  const flatten = (blocks: readonly LegalBlock[]) =>
    blocks.flatMap((block) => (typeof block === 'string' ? [block] : [...block]));
  return [
    ...doc.intro,
    ...doc.sections.flatMap((section) => [
      section.title,
      ...flatten(section.blocks),
      ...(section.subsections ?? []).flatMap((sub) => [sub.title, ...flatten(sub.blocks)]),
    ]),
  ];
}

/** The date shown at the top of both legal pages. */
export const legalLastUpdated = 'January 1, 2024';
