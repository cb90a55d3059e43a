// The small script sw.js imports so a page can ask the worker to take it over.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Imported by sw.js: on the page's 'claim' message the worker takes the page over. A page whose
 * load began just before the worker activated is not claimed at activation (it was no client yet)
 * nor controlled (its request went to the network): without this it stays uncontrolled, and offline
 * its code and data requests fail, until the next full load (src/app/layout/use-service-worker.ts).
 */
export const CLAIM_SCRIPT = 'sw-claim.js';
const claimScript = `self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});
`;

/** Writes the claim script beside sw.js in `dir`. */
export function writeClaimScript(dir) {
  writeFileSync(path.join(dir, CLAIM_SCRIPT), claimScript);
}
