// The failed tests of a Playwright JSON report, each with the start of its error, for the end of
// `npm test`'s summary: a CI log is often read from its tail only, where the list reporter's own
// account of a failure has long scrolled by.

const ANSI = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');

function* specsOf(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
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
      }
    }
  }
  return lines;
}
