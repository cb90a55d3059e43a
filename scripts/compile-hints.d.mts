// Types for vite.config.ts, which imports compile-hints.mjs.
import type { Plugin } from 'vite';

export const COMPILE_HINT: string;
export function compileHints(): Plugin;
