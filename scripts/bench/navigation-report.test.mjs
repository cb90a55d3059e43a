import { expect, test } from 'vitest';
import { navigationLines } from './navigation-report.mjs';

const journey = (name, fields) => ({ name, requests: 'none', failures: [], ...fields });
const result = (fields = {}) => ({
  buildDir: 'build',
  runs: 5,
  serviceWorkers: 'block',
  plain: [journey('plain app / -> /b', { floor: true, medianMs: 250, http2Ms: 200, cpuMs: 100 })],
  journeys: [journey('/faq -> /contact', { medianMs: 500, http2Ms: 300, cpuMs: 260 })],
  bytes: [],
  ...fields,
});

test("each journey's ratio is to the floor on its own profile: HTTP/1.1, HTTP/2 and CPU only each beside the floor's", () => {
  const lines = navigationLines(result());
  expect(lines).toContain('| /faq -> /contact | 500 | 250 | 2.00x | 300 | 1.50x | 260 | 2.60x | none |');
  expect(lines).toContain('| plain app / -> /b | 250 | 250 | 1.00x | 200 | 1.00x | 100 | 1.00x | none |');
});

test('a run without HTTP/2 says why and leaves its columns empty', () => {
  const noHttp2 = result({
    http2Missing: 'no certificate for HTTP/2 (openssl: not found)',
    plain: [journey('plain app / -> /b', { floor: true, medianMs: 250, cpuMs: 100 })],
    journeys: [journey('/faq -> /contact', { medianMs: 500, cpuMs: 260 })],
  });
  const lines = navigationLines(noHttp2);
  expect(lines).toContain(
    '"HTTP/2": not measured in this run, no certificate for HTTP/2 (openssl: not found).',
  );
  expect(lines).toContain('| /faq -> /contact | 500 | 250 | 2.00x | - | - | 260 | 2.60x | none |');
});
