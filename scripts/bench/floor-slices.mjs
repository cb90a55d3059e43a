// The navigation bench's floor, measured in slices: one run of the plain app's journey after each
// of the shop's journeys (navigation.mjs), so a machine that slows down or speeds up during the
// bench moves the floor and the journeys alike. This puts the slices together as one row.
import { median } from '../median.mjs';

/** The slice whose phone time is the median's, for its requests (each slice is one run). */
function medianSlice(slices) {
  const medianMs = median(slices.flatMap((slice) => slice.times));
  return slices.find((slice) => slice.times.includes(medianMs));
}

/** One row from `slices` (rows of navigation.mjs's measureJourneys, one run each of one journey). */
export function joinFloorSlices(slices) {
  const all = (field) => slices.flatMap((slice) => slice[field] ?? []);
  const middle = medianSlice(slices);
  const http2Times = all('http2Times');
  return {
    name: slices[0]?.name ?? 'floor',
    floor: true,
    times: all('times'),
    medianMs: median(all('times')),
    cpuTimes: all('cpuTimes'),
    cpuMs: median(all('cpuTimes')),
    http2Times,
    http2Ms: http2Times.length ? median(http2Times) : undefined,
    requests: middle?.requests ?? '-',
    requestCounts: all('requestCounts'),
    requestList: middle?.requestList ?? [],
    controlledRuns: slices.reduce((sum, slice) => sum + slice.controlledRuns, 0),
    failures: all('failures'),
  };
}
