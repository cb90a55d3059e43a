import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => vi.useRealTimers());

test('runs in a task after the next frame, not in the frame callback itself', () => {
  const calls: string[] = [];
  afterNextPaint(() => calls.push('after paint'));
  requestAnimationFrame(() => calls.push('frame'));
  expect(calls).toEqual([]);
  vi.advanceTimersToNextFrame();
  expect(calls).toEqual(['frame']);
  // The next task (the fake clock runs a zero-delay timer one millisecond on).
  vi.advanceTimersByTime(1);
  expect(calls).toEqual(['frame', 'after paint']);
});

test('cancelled before the frame or between the frame and its task, it never runs', () => {
  const early = vi.fn();
  const late = vi.fn();
  const cancelEarly = afterNextPaint(early);
  const cancelLate = afterNextPaint(late);
  cancelEarly();
  vi.advanceTimersToNextFrame();
  cancelLate();
  vi.advanceTimersByTime(100);
  expect(early).not.toHaveBeenCalled();
  expect(late).not.toHaveBeenCalled();
});
