/**
 * The contact form's subject for an application to an open position (careers page links). Apart
 * from contact-subject.ts, which three pages share: its words then travel with the careers page only.
 */
import * as words from 'virtual:lumina-messages/careersPage';

export function applicationSubject(jobTitle: string): string {
  return words.applicationSubject({ jobTitle });
}
