// The failed tests of a Playwright JSON report, each with the start of its error, for the end of
// `npm test`'s summary: a CI log is often read from its tail only, where the list reporter's own
// account of a failure has long scrolled by. With each, the page as it was when the test failed
// (Playwright's error context: its accessibility snapshot), which a CI log otherwise lacks.
import { readFileSync } from 'node:fs';

const ANSI = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');

function* specsOf(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

/** The start of the page snapshot Playwright wrote for a failed result, indented; none if absent. */
function pageAtFailure(result, max = 2500) {
  const context = result?.attachments?.find((attachment) => attachment.name === 'error-context');
  if (!context?.path) return [];
  let text;
  try {
    text = readFileSync(context.path, 'utf8');
  } catch {
    return [];
  }
  const snapshot = text.slice(0, max).split('\n');
  return ['    the page when it failed:', ...snapshot.map((line) => `      ${line}`)];
}

/** Lines describing each unexpected result in `report` (at most `max` characters of each error). */
export function failureLines(report, max = 1200) {
  const lines = [];
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const message = (last?.error?.message ?? last?.status ?? 'failed').replace(ANSI, '').trim();
        lines.push(`  [${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
        lines.push(
          ...message
            .slice(0, max)
            .split('\n')
            .map((line) => `    ${line}`),
        );
        lines.push(...pageAtFailure(last));
      }
    }
  }
  return lines;
}
