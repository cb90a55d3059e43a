import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { failureLines } from './test-failures.mjs';

function report(attachments) {
  const result = { status: 'failed', error: { message: 'Error: not visible' }, attachments };
  const spec = {
    file: 'a.spec.ts',
    line: 7,
    title: 'a shopper',
    tests: [{ status: 'unexpected', projectName: 'desktop', results: [result] }],
  };
  return { suites: [{ specs: [], suites: [{ specs: [spec] }] }] };
}

test('a failure is listed with its error and the page snapshot Playwright kept', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'failures-'));
  const context = path.join(dir, 'error-context.md');
  writeFileSync(context, '- heading "Search Results" [level=1]\n- status: Searching…');
  const lines = failureLines(report([{ name: 'error-context', path: context }]));
  expect(lines).toEqual([
    '  [desktop] a.spec.ts:7 a shopper',
    '    Error: not visible',
    '    the page when it failed:',
    '      - heading "Search Results" [level=1]',
    '      - status: Searching…',
  ]);
});

test('a failure whose snapshot is missing is listed without one', () => {
  const lines = failureLines(report([{ name: 'error-context', path: '/no/such/file.md' }]));
  expect(lines).toEqual(['  [desktop] a.spec.ts:7 a shopper', '    Error: not visible']);
});
