/** Page content data: FAQ, job positions and the sample order history. */
import type { FaqGroup, JobPosition, OrderSummary } from '@/domain/types';
import { faqGroups } from './faq';
import { jobs } from './jobs';
import { sampleOrders } from './orders';

export function getSampleOrders(): readonly OrderSummary[] {
  return sampleOrders;
}

export function getJobs(): readonly JobPosition[] {
  return jobs;
}

export function getFaqGroups(): readonly FaqGroup[] {
  return faqGroups;
}
