// Keeps the files browsers and tools leave behind inside the git-ignored .tmp/ folder.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export function toolEnv(extra = {}) {
  const tmp = path.resolve('.tmp');
  const dirs = {
    TMPDIR: path.join(tmp, 'tmp'),
    XDG_CONFIG_HOME: path.join(tmp, 'config'),
    XDG_CACHE_HOME: path.join(tmp, 'cache'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  return { ...process.env, ...dirs, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extra };
}
