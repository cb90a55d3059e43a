/** What Chromium tells of the connection (the Network Information API; absent elsewhere). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the connection allows fetching what the shopper has not asked for yet (warming the
 * offline caches, prefetching): not when the browser asks to save data, nor on a 2G connection.
 * Where the browser does not say, it does.
 */
export function connectionAllowsExtras(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}
