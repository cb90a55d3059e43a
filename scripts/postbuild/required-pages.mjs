// Step: the prerendered output has the pages hosts need for unknown paths.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PostbuildError } from './run-steps.mjs';

export const requiredPages = {
  name: 'required pages',
  run(build) {
    const folders = ['', ...build.marketFolders.map((folder) => `${folder}/`)];
    for (const page of folders.flatMap((folder) => [
      `${folder}404/index.html`,
      `${folder}__spa-fallback.html`,
    ])) {
      if (!existsSync(path.join(build.clientDir, page)))
        throw new PostbuildError(`build/client/${page} is missing (the hosts need it for unknown paths).`);
    }
  },
};
