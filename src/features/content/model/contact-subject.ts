/** The contact form's subject, pre-filled from `/contact?subject=...` (careers links use it). */

export const subjectMaxLength = 120;

/**
 * A subject from the URL as plain text: control characters dropped, whitespace collapsed, trimmed and
 * cut to `subjectMaxLength`. Missing or blank -> ''.
 */
export function subjectFromParam(raw: string | null | undefined): string {
  if (!raw) return '';
  const text = Array.from(raw, (char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(text).slice(0, subjectMaxLength).join('').trim();
}

/** `/contact` with its subject filled in. */
export function contactPathWithSubject(subject: string): string {
  return `/contact?${new URLSearchParams({ subject }).toString()}`;
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}
