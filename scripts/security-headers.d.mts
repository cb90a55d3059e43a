// Types for the end-to-end host tests, which compare each host's headers with these.
export function pageScriptHashes(html: string): string[];
export function withPagePolicy(html: string): string;
export function contentSecurityPolicy(): string;
export function securityHeaders(): Record<string, string>;
