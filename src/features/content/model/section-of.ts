import type { ContentSectionData } from '@/data/content-repository';

/** The section with this id (the build checked that every page has the ones its layout needs). */
export function sectionOf(page: { sections: readonly ContentSectionData[] }, id: string): ContentSectionData {
  const section = page.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`The page has no section "${id}"`);
  return section;
}
