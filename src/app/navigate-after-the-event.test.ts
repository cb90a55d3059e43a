// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import type { InstrumentationHandlerResult } from 'react-router';
import { navigateAfterTheEvent } from './navigate-after-the-event';

type Navigate = (
  navigate: () => Promise<InstrumentationHandlerResult>,
  info: { to: string },
) => Promise<void>;

/** The `navigate` wrapper the instrumentation gives React Router. */
function instrumentedNavigate(): Navigate {
  let wrapper: Navigate | undefined;
  navigateAfterTheEvent.router?.({
    instrument: (instrumentations) => (wrapper = instrumentations.navigate as Navigate | undefined),
  });
  if (!wrapper) throw new Error('no navigate instrumentation');
  return wrapper;
}

/**
 * Dispatches a `type` event on a button whose listener asks for a move to each of `moves`, as a
 * link or a control would, and runs the rest of that task (its microtasks). Returns, in order, each
 * move as it started and the end of that task.
 */
async function askWithin(type: string, moves: string[]) {
  const calls: string[] = [];
  const wrapper = instrumentedNavigate();
  const done: Promise<void>[] = [];
  const button = document.createElement('button');
  button.addEventListener(type, () => {
    for (const to of moves) {
      done.push(
        wrapper(
          async () => {
            calls.push(`navigate ${to}`);
            return { status: 'success', error: undefined };
          },
          { to },
        ),
      );
    }
  });
  button.dispatchEvent(new Event(type));
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  calls.push('end of the task');
  await Promise.all(done);
  return calls;
}

describe('navigateAfterTheEvent: a move asked for by a click starts in a task of its own', () => {
  test('not in the click, not even in its microtasks; then once', async () => {
    expect(await askWithin('click', ['/cart'])).toEqual(['end of the task', 'navigate /cart']);
  });

  test('a key, a change or code starts its move at once, as before', async () => {
    expect(await askWithin('keydown', ['?maxPrice=1400'])).toEqual([
      'navigate ?maxPrice=1400',
      'end of the task',
    ]);
    expect(await askWithin('change', ['?sort=price-low'])).toEqual([
      'navigate ?sort=price-low',
      'end of the task',
    ]);
  });

  test('two moves asked for in one click start in that order (the later one wins)', async () => {
    expect(await askWithin('click', ['/products', '/cart'])).toEqual([
      'end of the task',
      'navigate /products',
      'navigate /cart',
    ]);
  });
});
