// Types for vite.config.ts, which imports chunk-groups.mjs.
import type { Plugin, Rolldown } from 'vite';

export const frameworkModule: RegExp;
export const shellEntry: RegExp;
export function shellChunkName(): (
  id: string,
  context: { getModuleInfo(id: string): { importers: readonly string[] } | null },
) => string | null;
export const formModule: RegExp;
export const proseModule: RegExp;
export const contentModule: RegExp;
export function entryChunksMayExportMore(): Plugin;
export function codeSplitting(): Rolldown.CodeSplittingOptions;
export function loadedByEveryPage(file: string): boolean;
