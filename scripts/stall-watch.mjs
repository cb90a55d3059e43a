// Keeps Chromium's network emulation from stalling a test or bench page for good
// (docs/decisions/0020-network-emulation-stall-watch.md).
//
// Chromium's bandwidth emulation (its DevTools throttle, Chromium 156) now and then stops handing
// out data: every request of the page then waits forever, though the server has answered them all.
// Setting conditions that differ (by a microsecond of latency) restarts its clock and delivers what
// it held; setting the same ones again is ignored. So the watch follows the page's requests and,
// when some have waited `stallMs` with nothing arriving, sets the conditions again, a microsecond
// apart from the last time. A healthy load is left alone: while data flows, events come every few
// milliseconds.

/** How long requests may wait with nothing arriving before the emulator is nudged. */
export const STALL_MS = 1000;

let nudges = 0;

/** How many times, in this process, a watch has nudged a page's network emulation. */
export function nudgeCount() {
  return nudges;
}

/**
 * Watches the requests seen by `cdp` (a session with the Network domain enabled whose network
 * conditions are `conditions`) and nudges the emulation when they stall. Returns a stop function.
 */
export function watchForStalls(cdp, conditions, { stallMs = STALL_MS } = {}) {
  const waiting = new Set();
  let lastProgress = Date.now();
  let flip = false;
  const progress = () => {
    lastProgress = Date.now();
  };
  const settled = ({ requestId }) => {
    waiting.delete(requestId);
    progress();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    waiting.add(requestId);
    progress();
  });
  cdp.on('Network.responseReceived', progress);
  cdp.on('Network.dataReceived', progress);
  cdp.on('Network.loadingFinished', settled);
  cdp.on('Network.loadingFailed', settled);
  cdp.on('Network.requestServedFromCache', settled);
  const timer = setInterval(() => {
    if (waiting.size === 0 || Date.now() - lastProgress < stallMs) return;
    flip = !flip;
    nudges += 1;
    progress();
    const latency = conditions.latency + (flip ? 0.001 : 0);
    cdp.send('Network.emulateNetworkConditions', { ...conditions, latency }).catch(stop); // the page is gone
  }, stallMs / 4);
  timer.unref?.();
  function stop() {
    clearInterval(timer);
  }
  return stop;
}
