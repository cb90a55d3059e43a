// Step: the files made by resource routes (/manifest.webmanifest, /robots.txt, the catalogue's
// data files under /data/) come with a client-navigation data file each, which nothing requests.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const unrequestedData = {
  name: 'unrequested .data files',
  run({ clientDir }) {
    for (const file of ['manifest.webmanifest.data', 'robots.txt.data'])
      rmSync(path.join(clientDir, file), { force: true });
    for (const file of readdirSync(path.join(clientDir, 'data'), { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.json.data')) rmSync(path.join(clientDir, 'data', file));
    }
  },
};
