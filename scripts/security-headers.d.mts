// Types for the end-to-end host tests, which compare each host's headers with these, and for the
// catalogue plugin, which writes the build's image origins.
export function pageScriptHashes(html: string): string[];
export function withPagePolicy(html: string): string;
export function writeImageOrigins(clientDir: string, origins: readonly string[]): void;
export function imageOrigins(clientDir: string): string[];
export function writeApiOrigins(clientDir: string, origins: readonly string[]): void;
export function apiOrigins(clientDir: string): string[];
export function contentSecurityPolicy(
  imageOrigins?: readonly string[],
  apiOrigins?: readonly string[],
): string;
export function securityHeaders(
  imageOrigins?: readonly string[],
  apiOrigins?: readonly string[],
): Record<string, string>;
