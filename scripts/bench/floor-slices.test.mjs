import { expect, test } from 'vitest';
import { joinFloorSlices } from './floor-slices.mjs';

const slice = (ms, cpuMs, http2Ms, extra = {}) => ({
  name: 'plain app / -> /b',
  floor: true,
  times: [ms],
  medianMs: ms,
  cpuTimes: [cpuMs],
  cpuMs,
  http2Times: http2Ms === undefined ? [] : [http2Ms],
  http2Ms,
  requests: `requests of the ${ms} ms run`,
  requestCounts: [2],
  requestList: [{ path: `/${ms}` }],
  controlledRuns: 0,
  failures: [],
  ...extra,
});

test('the floor is the median of every slice, each profile on its own, with the requests of the median run', () => {
  const row = joinFloorSlices([slice(300, 130, 250), slice(280, 150, 270), slice(320, 110, 260)]);
  expect(row).toMatchObject({
    name: 'plain app / -> /b',
    floor: true,
    times: [300, 280, 320],
    medianMs: 300,
    cpuMs: 130,
    http2Ms: 260,
    requests: 'requests of the 300 ms run',
    requestCounts: [2, 2, 2],
    requestList: [{ path: '/300' }],
  });
});

test('failed runs and runs a service worker controlled are all counted; no HTTP/2 leaves its figure out', () => {
  const row = joinFloorSlices([
    slice(300, 130, undefined, { controlledRuns: 1 }),
    slice(NaN, 120, undefined, { times: [], failures: ['the next page did not show within 30 s'] }),
  ]);
  expect(row.medianMs).toBe(300);
  expect(row.http2Ms).toBeUndefined();
  expect(row.controlledRuns).toBe(1);
  expect(row.failures).toEqual(['the next page did not show within 30 s']);
});
