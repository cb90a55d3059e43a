// Types for the end-to-end host tests, which compare each host's headers with the build's.
export function inlineScriptHashes(root: string): Promise<string[]>;
export function contentSecurityPolicy(scriptHashes: string[]): string;
export function securityHeaders(root: string): Promise<Record<string, string>>;
