// Step: a plain static host answers every unknown path with /404.html. The app shell renders
// whatever route the address names on the client (an unknown product id or the 404 page) and
// matches its own first render, so it never mismatches on hydration (docs/decisions/0007-hosting.md).
// After the page pass: the copy is the shell as rewritten and hashed.
import { copyFileSync } from 'node:fs';
import path from 'node:path';

export const plainHost404 = {
  name: '404.html',
  run({ clientDir, spaShell }) {
    copyFileSync(spaShell, path.join(clientDir, '404.html'));
  },
};
