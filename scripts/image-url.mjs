// An image a catalogue shows from another server (catalogue/README.md): one rule for the
// catalogue's check (src/catalogue-source/catalogue-schema.ts) and the import that writes it
// (scripts/catalogue-import).

/**
 * Whether `src` is such an image: an absolute https:// URL with a host and no user name or
 * password. Never http: (a secure page would not show it), javascript:, data: or a
 * protocol-relative //host; nothing a page or a header could read as more than one address.
 */
export function isImageUrl(src) {
  if (!/^https:\/\/[^/\\]/i.test(src) || /[\s"'<>\\]/.test(src)) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
