import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's own client entry, with one change: the router's state updates are not
// transitions (`useTransitions={false}`). A move to the next page then renders in one piece
// instead of in 5 ms slices with the browser's work in between: at 4x CPU the next page showed
// 20-25 % sooner (docs/decisions/0019-instant-navigation.md, "One render a move").
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
