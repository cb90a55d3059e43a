const MAX_LENGTH = 2048;
const BASE = 'https://same-site.invalid';

/** C0 and C1 controls, DEL, backslash, and zero-width, bidi and line/paragraph separator characters. */
function isForbidden(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x5c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2064) ||
    code === 0xfeff
  );
}

function hasForbiddenCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isForbidden(value.charCodeAt(i))) return true;
  return false;
}

/**
 * Guards the `redirect` query parameter used after sign-in. Only a same-site relative path is
 * accepted: a string starting with exactly one `/`, with no backslash and no control or invisible
 * format character anywhere (browsers strip tabs and newlines, so `/\t/evil` would become
 * `//evil`). Everything else, including non-strings, yields `fallback`.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  if (value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (hasForbiddenCharacter(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
