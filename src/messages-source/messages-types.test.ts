import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMessages, messagesDir, REFERENCE_LOCALE } from './load-messages';
import { messagesTypes, TYPES_FILE } from './messages-types';

describe('messagesTypes', () => {
  it(`${TYPES_FILE} is up to date with messages/en-US.json (else: npm run messages:types)`, () => {
    const fresh = messagesTypes(loadMessages(messagesDir(), REFERENCE_LOCALE));
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(fresh);
  });

  it('types a message without values as a string and one with values as a function of them', () => {
    const types = messagesTypes(loadMessages(messagesDir(), REFERENCE_LOCALE));
    expect(types).toContain(
      "declare module 'virtual:lumina-messages/offline' {\n  export const pageTitle: string;",
    );
    expect(types).toContain('export const showAll: (values: { count: number }) => string;');
  });
});
