import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nudgeCount, watchForStalls } from './stall-watch.mjs';

const conditions = { offline: false, latency: 150, downloadThroughput: 209715.2, uploadThroughput: 96000 };

/** A DevTools session as far as the watch uses it: its events, and the commands sent to it. */
function fakeSession() {
  const session = new EventEmitter();
  session.sent = [];
  session.send = async (method, params) => {
    session.sent.push({ method, params });
  };
  return session;
}

describe('watchForStalls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sets the conditions again, a microsecond apart each time, while requests wait with nothing arriving', () => {
    const session = fakeSession();
    const before = nudgeCount();
    const stop = watchForStalls(session, conditions, { stallMs: 1000 });
    session.emit('Network.requestWillBeSent', { requestId: 'a' });
    vi.advanceTimersByTime(900);
    expect(session.sent).toEqual([]);
    vi.advanceTimersByTime(350);
    expect(session.sent).toEqual([
      { method: 'Network.emulateNetworkConditions', params: { ...conditions, latency: 150.001 } },
    ]);
    vi.advanceTimersByTime(1250);
    expect(session.sent.map(({ params }) => params.latency)).toEqual([150.001, 150]);
    expect(nudgeCount() - before).toBe(2);
    stop();
    vi.advanceTimersByTime(5000);
    expect(session.sent).toHaveLength(2);
  });

  it('leaves a load alone while data keeps arriving, and a page with nothing waiting', () => {
    const session = fakeSession();
    const stop = watchForStalls(session, conditions, { stallMs: 1000 });
    vi.advanceTimersByTime(5000);
    session.emit('Network.requestWillBeSent', { requestId: 'a' });
    for (let i = 0; i < 20; i += 1) {
      vi.advanceTimersByTime(400);
      session.emit('Network.dataReceived', { requestId: 'a' });
    }
    session.emit('Network.loadingFinished', { requestId: 'a' });
    session.emit('Network.requestWillBeSent', { requestId: 'b' });
    session.emit('Network.requestServedFromCache', { requestId: 'b' });
    vi.advanceTimersByTime(5000);
    expect(session.sent).toEqual([]);
    stop();
  });
});
