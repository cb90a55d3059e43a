// Step: the files made by resource routes (/manifest.webmanifest, /robots.txt, the catalogue's
// data files under /data/) come with a client-navigation data file each, which nothing requests.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const unrequestedData = {
  name: 'unrequested .data files',
  run({ clientDir, marketFolders }) {
    for (const folder of ['', ...marketFolders]) {
      const dir = path.join(clientDir, folder);
      for (const file of ['manifest.webmanifest.data', 'robots.txt.data'])
        rmSync(path.join(dir, file), { force: true });
      for (const file of readdirSync(path.join(dir, 'data'), { recursive: true, encoding: 'utf8' })) {
        if (file.endsWith('.json.data')) rmSync(path.join(dir, 'data', file));
      }
    }
  },
};
