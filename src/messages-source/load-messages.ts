/**
 * Reads the message catalogues (LUMINA_MESSAGES, else messages/ at the repository root): one JSON
 * file a locale, `{ "<area>": { "<name>": "<ICU message>" } }`. The reference catalogue (en-US) sets
 * what exists; every other locale must have exactly its areas, names and values. Any problem stops
 * the build, naming the file, the line and the reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage, IntlNeeds, type ArgumentKind } from './compile-message.ts';

export const REFERENCE_LOCALE = 'en-US';

/** The locale whose words a build carries: LUMINA_LOCALE, else the reference locale. */
export function buildLocale(): string {
  return process.env.LUMINA_LOCALE ?? REFERENCE_LOCALE;
}

/** The catalogues' folder: LUMINA_MESSAGES (relative to the working folder) or messages/. */
export function messagesDir(): string {
  return path.resolve(process.env.LUMINA_MESSAGES ?? 'messages');
}

export interface CompiledArea {
  /** The module's shared Intl objects. */
  declarations: string[];
  /** Each message's expression and values, by name. */
  messages: Map<string, { code: string; args: ReadonlyMap<string, ArgumentKind> }>;
}

export type CompiledCatalogue = Map<string, CompiledArea>;

const NAME = /^[a-z][A-Za-z0-9]*$/;

export class MessagesError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The message catalogues have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'MessagesError';
  }
}

/** The 1-based line where the key `"name":` first stands after `after` (for messages naming a line). */
function lineOf(raw: string, name: string, after = 0): { line: number; offset: number } {
  const offset = raw.indexOf(`${JSON.stringify(name)}:`, after);
  if (offset < 0) return { line: 1, offset: after };
  return { line: raw.slice(0, offset).split('\n').length, offset };
}

function readCatalogue(file: string, problems: string[]): { raw: string; data: unknown } | null {
  if (!existsSync(file)) {
    problems.push(`${file}: no such file (every market's locale needs its catalogue)`);
    return null;
  }
  const raw = readFileSync(file, 'utf8');
  try {
    return { raw, data: JSON.parse(raw) };
  } catch (error) {
    problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Compiles one locale's catalogue, adding every problem found to `problems`. */
function compileCatalogue(file: string, locale: string, problems: string[]): CompiledCatalogue | null {
  const read = readCatalogue(file, problems);
  if (!read) return null;
  const { raw, data } = read;
  if (!isRecord(data)) {
    problems.push(`${file}:1: the catalogue is not an object of areas`);
    return null;
  }
  const catalogue: CompiledCatalogue = new Map();
  for (const [area, entries] of Object.entries(data)) {
    const at = lineOf(raw, area);
    if (!NAME.test(area))
      problems.push(
        `${file}:${at.line}: "${area}" is not an area name (letters and digits, lower case first)`,
      );
    if (!isRecord(entries)) {
      problems.push(`${file}:${at.line}: area "${area}" is not an object of messages`);
      continue;
    }
    const intl = new IntlNeeds(locale);
    const messages: CompiledArea['messages'] = new Map();
    for (const [name, source] of Object.entries(entries)) {
      const { line } = lineOf(raw, name, at.offset);
      const where = `${file}:${line}: ${area}.${name}`;
      if (!NAME.test(name))
        problems.push(`${where}: not a message name (letters and digits, lower case first)`);
      if (typeof source !== 'string') {
        problems.push(`${where}: a message is text, not ${JSON.stringify(source)}`);
        continue;
      }
      try {
        messages.set(name, compileMessage(source, intl));
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    catalogue.set(area, { declarations: [...intl.declarations.values()], messages });
  }
  return catalogue;
}

function describe(args: ReadonlyMap<string, ArgumentKind>): string {
  return args.size === 0
    ? 'no values'
    : [...args.keys()]
        .sort()
        .map((name) => `{${name}}`)
        .join(', ');
}

/** The differences of a locale's catalogue from the reference, as problems. */
function compare(
  file: string,
  catalogue: CompiledCatalogue,
  reference: CompiledCatalogue,
  problems: string[],
): void {
  const referenceFile = `${REFERENCE_LOCALE}.json`;
  for (const [area, { messages }] of reference) {
    const own = catalogue.get(area);
    if (!own) {
      problems.push(`${file}: area "${area}" is missing (${referenceFile} has it)`);
      continue;
    }
    for (const [name, { args }] of messages) {
      const mine = own.messages.get(name);
      if (!mine) problems.push(`${file}: ${area}.${name} is missing (${referenceFile} has it)`);
      else if (describe(mine.args) !== describe(args)) {
        problems.push(
          `${file}: ${area}.${name} takes ${describe(mine.args)}, ${referenceFile}'s takes ${describe(args)}`,
        );
      }
    }
    for (const name of own.messages.keys()) {
      if (!messages.has(name))
        problems.push(`${file}: ${area}.${name} is unknown (${referenceFile} has no such message)`);
    }
  }
  for (const area of catalogue.keys()) {
    if (!reference.has(area))
      problems.push(`${file}: area "${area}" is unknown (${referenceFile} has no such area)`);
  }
}

/**
 * The compiled catalogue of `locale`, checked against the reference locale's, or a MessagesError
 * listing every problem of both files.
 */
export function loadMessages(dir: string, locale: string): CompiledCatalogue {
  const problems: string[] = [];
  const referenceFile = path.join(dir, `${REFERENCE_LOCALE}.json`);
  const reference = compileCatalogue(referenceFile, REFERENCE_LOCALE, problems);
  let catalogue = reference;
  if (locale !== REFERENCE_LOCALE) {
    const file = path.join(dir, `${locale}.json`);
    const before = problems.length;
    catalogue = compileCatalogue(file, locale, problems);
    // A message that does not compile is named once, not again as missing.
    if (catalogue && reference && problems.length === before) compare(file, catalogue, reference, problems);
  }
  if (problems.length > 0 || !catalogue) throw new MessagesError(problems);
  return catalogue;
}

/** The source of the module `virtual:lumina-messages/<area>`: one export a message. */
export function areaModule(area: CompiledArea): string {
  const exports = [...area.messages].map(([name, { code }]) => `export const ${name} = ${code};`);
  return [...area.declarations, ...exports].join('\n');
}
