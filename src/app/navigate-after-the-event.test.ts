import { describe, expect, test } from 'vitest';
import type { InstrumentationHandlerResult } from 'react-router';
import { navigateAfterTheEvent } from './navigate-after-the-event';

type Navigate = (
  navigate: () => Promise<InstrumentationHandlerResult>,
  info: Record<string, unknown>,
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

describe('navigateAfterTheEvent: every move starts in a task of its own', () => {
  test('not in the task that asked for it, not even after its microtasks; then once', async () => {
    const calls: string[] = [];
    const navigate = async (): Promise<InstrumentationHandlerResult> => {
      calls.push('navigate');
      return { status: 'success', error: undefined };
    };
    const done = instrumentedNavigate()(navigate, { to: '/cart' });
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    calls.push('end of the task');
    await done;
    expect(calls).toEqual(['end of the task', 'navigate']);
  });

  test('two moves asked for in one task start in that order (the later one wins)', async () => {
    const started: string[] = [];
    const wrapper = instrumentedNavigate();
    const move = (to: string) =>
      wrapper(
        async () => {
          started.push(to);
          return { status: 'success', error: undefined };
        },
        { to },
      );
    await Promise.all([move('/products'), move('/cart')]);
    expect(started).toEqual(['/products', '/cart']);
  });
});
