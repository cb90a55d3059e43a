import type { ClientInstrumentation } from 'react-router';

// Whether the router is moving to another page, told by React Router's public instrumentation
// hook (`countMoves`, given to `HydratedRouter` in entry.client.tsx): read where a component's
// `useNavigation` is out of reach (the early-event replay, which runs outside React) or where a
// promise is wanted (the link prefetcher waits for a move to end before it fetches ahead again).

let moves = 0;
let waiting: (() => void)[] = [];

/**
 * Counts each move from the moment it is asked for until it has landed or failed. Listed last in
 * `instrumentations`, so it wraps the others: a move held for a task (`navigateAfterTheEvent`)
 * counts as under way from the click.
 */
export const countMoves: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      navigate: async (navigate) => {
        moves += 1;
        try {
          await navigate();
        } finally {
          moves -= 1;
          if (moves === 0) {
            const done = waiting;
            waiting = [];
            for (const resolve of done) resolve();
          }
        }
      },
    });
  },
};

/** Whether a move to another page is under way. */
export function moveUnderWay(): boolean {
  return moves > 0;
}

/** Resolves once no move is under way (at once if none is). */
export function whenNoMoves(): Promise<void> {
  return moves === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}
