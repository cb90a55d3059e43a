// Types for vite.config.ts, which imports boot-machinery.mjs.
export const BOOT_MACHINERY_VARIABLE: string;
export function bootMachineryOn(env?: Record<string, string | undefined>): boolean;
export function bootMachineryDefine(env?: Record<string, string | undefined>): Record<string, string>;
