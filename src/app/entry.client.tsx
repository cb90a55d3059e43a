import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { countMoves } from '@/boot/moves-under-way';
import { keptDataFetch } from './layout/kept-page-data';
import { navigateAfterTheEvent } from './navigate-after-the-event';

// React Router's own client entry, with four props (docs/decisions/0019-instant-navigation.md,
// "One render a move"): the router's state updates are not transitions (`useTransitions={false}`),
// so a move to the next page renders in one piece instead of in 5 ms slices with the browser's
// work in between; a move asked for by a click starts just after it (`navigateAfterTheEvent`),
// so a page that is ready is rendered once, not after the old one again; moves are counted for
// code outside React (`countMoves`, last so it wraps the other); and a page's data fetched ahead
// is handed to the router when it asks (`keptDataFetch`). With the performance machinery off
// (`LUMINA_BOOT_MACHINERY=off`, docs/architecture.md) it is React Router's entry as generated.
const router =
  import.meta.env.LUMINA_BOOT_MACHINERY === 'off' ? (
    <HydratedRouter />
  ) : (
    <HydratedRouter
      useTransitions={false}
      instrumentations={[navigateAfterTheEvent, countMoves]}
      unstable_fetch={keptDataFetch}
    />
  );
startTransition(() => {
  hydrateRoot(document, <StrictMode>{router}</StrictMode>);
});
