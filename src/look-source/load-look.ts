/**
 * Reads and checks the store configuration's look at build time (Node only): the schema
 * (config/look-schema.ts), that every file it names exists, and the palette's contrast. Every
 * problem is listed, by field, in one LookError, which stops the build.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { type CheckedLook, lookSchemaFor } from '../config/look-schema.ts';
import { contrastProblems } from './contrast.ts';

/** Files named `./…` in the look are served under this path. */
export const BRAND_URL_PREFIX = '/brand/';

export interface LookPlaces {
  /** The store configuration module: `./…` files are relative to its folder. */
  configFile: string;
  publicDir: string;
  /** The catalogue folder; its images/ are served under /images/. */
  catalogueDir: string;
  /** The build's locale: the look's words are kept in it. */
  locale: string;
}

export interface LoadedLook {
  /** The look with every file as the URL the shop serves it at. */
  look: CheckedLook;
  /** Files from beside the configuration, by URL, for the build to write. */
  brandFiles: Map<string, string>;
}

export class LookError extends Error {
  constructor(
    readonly configFile: string,
    readonly problems: readonly string[],
  ) {
    super(
      `The look in ${configFile} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'LookError';
  }
}

function isFile(full: string): boolean {
  return existsSync(full) && statSync(full).isFile();
}

/** The file on disk and the URL it is served at, or undefined when there is none. */
function lookFile(src: string, places: LookPlaces): { path: string; url: string } | undefined {
  if (src.startsWith('./')) {
    const full = path.resolve(path.dirname(places.configFile), src);
    return isFile(full) ? { path: full, url: BRAND_URL_PREFIX + path.basename(full) } : undefined;
  }
  if (isFile(path.join(places.publicDir, src))) return { path: path.join(places.publicDir, src), url: src };
  const inCatalogue = src.startsWith('/images/') && path.join(places.catalogueDir, src);
  return inCatalogue && isFile(inCatalogue) ? { path: inCatalogue, url: src } : undefined;
}

/** The checked look, or a LookError listing every problem ('look.palette: …', 'look.hero.image.src: …'). */
export function checkLook(raw: unknown, places: LookPlaces): LoadedLook {
  const parsed = lookSchemaFor(places.locale).safeParse(raw);
  if (!parsed.success) {
    throw new LookError(
      places.configFile,
      parsed.error.issues.map((issue) => `${['look', ...issue.path].join('.')}: ${issue.message}`),
    );
  }
  const look = structuredClone(parsed.data);
  const problems = contrastProblems(look.palette).map((problem) => `look.palette: ${problem}`);
  const brandFiles = new Map<string, string>();
  /** The URL of a file the look names, with a problem when it does not exist. */
  const served = (field: string, src: string): string => {
    const found = lookFile(src, places);
    if (!found) {
      const where = src.startsWith('./')
        ? `beside ${path.basename(places.configFile)}`
        : "in public/ or the catalogue's images";
      problems.push(`look.${field}: ${src} is not a file ${where}`);
      return src;
    }
    if (src.startsWith('./')) {
      const other = brandFiles.get(found.url);
      if (other && other !== found.path)
        problems.push(`look.${field}: another file is also named ${found.url}`);
      brandFiles.set(found.url, found.path);
    }
    return found.url;
  };
  for (const role of ['sans', 'display'] as const) {
    for (const [i, face] of (look.fonts[role].files ?? []).entries())
      face.src = served(`fonts.${role}.files.${i}.src`, face.src);
  }
  if ('image' in look.logo) look.logo.image = served('logo.image', look.logo.image);
  look.hero.image.src = served('hero.image.src', look.hero.image.src);
  if (problems.length > 0) throw new LookError(places.configFile, problems);
  return { look, brandFiles };
}
