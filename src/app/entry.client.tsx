import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { navigateAfterTheEvent } from './navigate-after-the-event';

// React Router's own client entry, with two changes (docs/decisions/0019-instant-navigation.md,
// "One render a move"): the router's state updates are not transitions (`useTransitions={false}`),
// so a move to the next page renders in one piece instead of in 5 ms slices with the browser's
// work in between; and a move asked for by a click starts just after it (`navigateAfterTheEvent`),
// so a page that is ready is rendered once, not after the old one again.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} instrumentations={[navigateAfterTheEvent]} />
    </StrictMode>,
  );
});
