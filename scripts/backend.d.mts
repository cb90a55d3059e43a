// Types for vite.config.ts (scripts/backend.mjs).
export const backends: readonly string[];
export const defaultShopApi: string;
export function buildBackend(env?: NodeJS.ProcessEnv): 'local' | 'vendure';
export function shopApiUrl(env?: NodeJS.ProcessEnv): string;
export function backendAliases(env?: NodeJS.ProcessEnv): { find: RegExp; replacement: string }[];
export function backendDefine(env?: NodeJS.ProcessEnv): Record<string, string>;
export function backendOrigins(env?: NodeJS.ProcessEnv): string[];
