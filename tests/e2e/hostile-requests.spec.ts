// The hostile request corpus (tests/e2e/hostile-requests.json) against every host: npm start's
// server (project 'desktop') and each host of E2E_HOSTS (playwright.config.ts). The requests go
// out raw over a socket (tests/e2e/raw-http.ts); each class is one test that collects every
// mismatch of its requests. A canary beside the build and a dotfile canary inside it are planted
// for the run: no response may hold their text. Each host's results are written to
// .tmp/hostile-<host>.json (requests, statuses seen, 5xx count), joined from one file per class.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { imageOrigins, securityHeaders } from '../../scripts/security-headers.mjs';
import { canaryOf, corpus, exceptionFor, expand, problemsWith } from './hostile-corpus';
import { expect, test, type HostName, type HostOptions } from './fixtures';
import { sendRaw, type RawFailure, type RawResponse } from './raw-http';

const buildDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build');
const resultsDir = path.resolve('.tmp', 'hostile');
/** Sockets open at once. */
const CONCURRENCY = 4;

// One worker runs a host's classes in order, so the summary written after them sees them all.
test.describe.configure({ mode: 'default' });

function hostOf(testInfo: TestInfo): HostName {
  return (testInfo.project.use as Partial<HostOptions>).host ?? 'reference';
}

function canaryFiles(host: HostName) {
  const { name, content } = canaryOf(host);
  return {
    name,
    content,
    files: [path.join(buildDir, `${name}.txt`), path.join(buildDir, 'client', `.${name}`)],
  };
}

async function inPool<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await run(items[i] as T);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

type ClassResult = { requests: number; statuses: Record<string, number>; mismatches: number };

function statusOf(response: RawResponse | RawFailure): string {
  if ('error' in response) return 'no response';
  return response.status === 0 ? 'no status line (HTTP/0.9)' : String(response.status);
}

function countInto(counts: Record<string, number>, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/** Joins the class files of a host into .tmp/hostile-<host>.json and prints one line. */
function writeSummary(host: HostName): void {
  const dir = path.join(resultsDir, host);
  const written = new Set(readdirSync(dir));
  const classes: Record<string, ClassResult> = {};
  for (const { name } of corpus.classes) {
    if (written.has(`${name}.json`))
      classes[name] = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'));
  }
  const statuses: Record<string, number> = {};
  let requests = 0;
  let mismatches = 0;
  for (const result of Object.values(classes)) {
    requests += result.requests;
    mismatches += result.mismatches;
    for (const [status, count] of Object.entries(result.statuses)) countInto(statuses, status, count);
  }
  const serverErrors = Object.entries(statuses).reduce((sum, [s, n]) => sum + (Number(s) >= 500 ? n : 0), 0);
  const summary = { host, requests, statuses, serverErrors, mismatches, classes };
  writeFileSync(path.resolve('.tmp', `hostile-${host}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  const seen = Object.entries(statuses).map(([status, count]) => `${status} x${count}`);
  console.log(`hostile requests on ${host}: ${requests}, statuses ${seen.join(', ')}; 5xx: ${serverErrors}`);
}

test.beforeAll(() => {
  const { content, files } = canaryFiles(hostOf(test.info()));
  for (const file of files) writeFileSync(file, content);
});

test.afterAll(() => {
  const host = hostOf(test.info());
  for (const file of canaryFiles(host).files) rmSync(file, { force: true });
  writeSummary(host);
});

for (const hostileClass of corpus.classes) {
  const { name, requests } = hostileClass;
  test(`${name} (${requests.length} requests): expected status, no 5xx, no leak, no listing, security headers @any-host`, async ({
    host,
    baseURL,
  }) => {
    const port = Number(new URL(baseURL ?? '').port);
    const exception = exceptionFor(host, name);
    const sendsHeaders = host !== 'plain' && (exception?.securityHeaders ?? true);
    const headers = sendsHeaders ? securityHeaders(imageOrigins(path.join(buildDir, 'client'))) : null;
    const { name: canary } = canaryOf(host);
    const outcomes = await inPool(requests, async (entry) => {
      const { raw, expect: allowed, label } = expand(entry, hostileClass.expect, port, canary);
      const response = await sendRaw(port, raw);
      const problems = problemsWith(response, exception ? [exception.status] : allowed, headers);
      return {
        status: statusOf(response),
        mismatch: problems.length ? `${label}: ${problems.join('; ')}` : null,
      };
    });
    const statuses: Record<string, number> = {};
    for (const { status } of outcomes) countInto(statuses, status);
    const mismatches = outcomes.flatMap(({ mismatch }) => (mismatch ? [mismatch] : []));
    mkdirSync(path.join(resultsDir, host), { recursive: true });
    const result: ClassResult = { requests: requests.length, statuses, mismatches: mismatches.length };
    writeFileSync(path.join(resultsDir, host, `${name}.json`), JSON.stringify(result));
    expect(mismatches).toEqual([]);
  });
}
