/** FAQ search: which questions match what the shopper typed. */
import type { FaqGroup } from '@/domain/types';
import * as words from 'virtual:lumina-messages/faqPage';

/** The groups, each with only the items whose question or answer contains the query (any case). */
export function filterFaqGroups(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return groups.map((group) => ({ ...group, questions: [...group.questions] }));
  return groups
    .map((group) => ({
      ...group,
      questions: group.questions.filter(
        (item) =>
          item.question.toLocaleLowerCase('en-US').includes(needle) ||
          item.answer.toLocaleLowerCase('en-US').includes(needle),
      ),
    }))
    .filter((group) => group.questions.length > 0);
}

export function countFaqItems(groups: readonly FaqGroup[]): number {
  return groups.reduce((total, group) => total + group.questions.length, 0);
}

/** 'Showing 3 of 28 questions', read out politely as the shopper types. */
export function faqResultText(shown: number, total: number): string {
  return words.results({ shown, total });
}
