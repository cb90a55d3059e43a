// The hostile request corpus (tests/e2e/hostile-requests.json, its "about" says how to read it):
// parsed, expanded into raw requests for one host, and the rules every response must keep.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { HostName } from './fixtures';
import type { RawFailure, RawRequest, RawResponse } from './raw-http';

const HOSTS = ['reference', 'plain', 'nginx', 'caddy'] as const satisfies readonly HostName[];
const statuses = z.array(z.number().int().min(0).max(599)).min(1);
const request = z.union([
  z.string(),
  z.strictObject({
    method: z.string().optional(),
    target: z.string(),
    version: z.string().optional(),
    headers: z.array(z.string()).optional(),
    body: z.string().optional(),
    repeat: z.strictObject({ text: z.string().min(1), times: z.number().int().positive() }).optional(),
    expect: statuses.optional(),
  }),
]);
const exception = z.strictObject({
  host: z.enum(HOSTS),
  class: z.string(),
  status: z.number().int(),
  securityHeaders: z.boolean(),
  why: z.string(),
});
const corpusSchema = z.strictObject({
  about: z.array(z.string()),
  exceptions: z.array(exception),
  classes: z.array(
    z.strictObject({
      name: z.string(),
      about: z.string(),
      expect: statuses,
      requests: z.array(request).min(1),
    }),
  ),
});

export type HostileClass = z.infer<typeof corpusSchema>['classes'][number];
export type HostileRequest = z.infer<typeof request>;
export type Exception = z.infer<typeof exception>;

function load() {
  const corpus = corpusSchema.parse(
    JSON.parse(readFileSync(new URL('./hostile-requests.json', import.meta.url), 'utf8')),
  );
  const names = new Set(corpus.classes.map((c) => c.name));
  for (const { host, class: name } of corpus.exceptions) {
    if (!names.has(name))
      throw new Error(`hostile-requests.json: the exception for ${host} names no class ${name}`);
  }
  return corpus;
}

export const corpus = load();

/** The exception a host has for a class, if any. */
export function exceptionFor(host: HostName, className: string): Exception | undefined {
  return corpus.exceptions.find((e) => e.host === host && e.class === className);
}

/** The planted files' name (placeholder {canary}) and the text in them, which no response may hold. */
export function canaryOf(host: HostName) {
  return { name: `hostile-canary-${host}`, content: `LUMINA CANARY CONTENT (${host})` };
}

/** Text of files outside the build, or of the request, that no response may hold. */
const SECRETS = ['LUMINA CANARY CONTENT', 'root:x:0:0', '"name": "lumina-storefront"', 'lumina-trace-echo'];
const LISTINGS = [/Index of \//i, /<pre>\s*<a href/i, /class="listing"/];

/** The request's bytes for one host, what it may answer, and a printable label. */
export function expand(entry: HostileRequest, classExpect: number[], port: number, canary: string) {
  const r = typeof entry === 'string' ? { target: entry } : entry;
  const fill = (text: string) =>
    text
      .replaceAll('{port}', String(port))
      .replaceAll('{canary}', canary)
      .replaceAll('{repeat}', r.repeat ? r.repeat.text.repeat(r.repeat.times) : '{repeat}');
  const raw: RawRequest = {
    method: r.method ?? 'GET',
    target: fill(r.target),
    headers: [...(r.headers ?? ['Host: 127.0.0.1:{port}']).map(fill), 'Connection: close'],
    version: r.version,
    body: r.body,
  };
  const repeat = r.repeat ? ` ({repeat} = ${JSON.stringify(r.repeat.text)} x ${r.repeat.times})` : '';
  const extra = r.headers ? ` [${r.headers.join(' | ')}]` : '';
  const label = `${raw.method} ${JSON.stringify(r.target)}${extra}${r.version ? ` ${r.version}` : ''}${repeat}`;
  return { raw, expect: r.expect ?? classExpect, label };
}

/**
 * What is wrong with a response, as sentences (none: it is right). `expected` holds the security
 * headers when the host sends them, else null; the Content-Security-Policy is checked on documents
 * (text/html or no body type), as npm start and nginx send it with those only.
 */
export function problemsWith(
  response: RawResponse | RawFailure,
  allowed: number[],
  expected: Record<string, string> | null,
): string[] {
  if ('error' in response) return [`no response: ${response.error}`];
  const { status, headers, body } = response;
  const problems: string[] = [];
  if (status >= 500) problems.push(`${status}, a server error`);
  else if (!allowed.includes(status)) problems.push(`${status}, expected ${allowed.join(' or ')}`);
  const text = body.toString('latin1');
  for (const secret of SECRETS)
    if (text.includes(secret)) problems.push(`body holds ${JSON.stringify(secret)}`);
  if (LISTINGS.some((listing) => listing.test(text))) problems.push('body is a directory listing');
  if ('set-cookie' in headers) problems.push(`sets a cookie: ${headers['set-cookie']}`);
  const isDocument = !headers['content-type'] || headers['content-type'].startsWith('text/html');
  for (const [name, value] of Object.entries(expected ?? {})) {
    if (name === 'Content-Security-Policy' && !isDocument) continue;
    const got = headers[name.toLowerCase()];
    if (got !== value)
      problems.push(`${name} ${got === undefined ? 'missing' : `is ${JSON.stringify(got)}`}`);
  }
  return problems;
}
