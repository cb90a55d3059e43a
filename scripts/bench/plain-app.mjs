// The navigation bench's floor: bench/plain-app, a minimal app on the shop's stack (React Router 8
// framework mode, ssr: false, prerendered; three routes with plain <Link>s, /b with a loader), built
// with the repository's own node_modules into bench/plain-app/build (git-ignored).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const PLAIN_APP = path.resolve('bench/plain-app');
export const PLAIN_CLIENT = path.join(PLAIN_APP, 'build', 'client');

/** The newest modification time of the app's sources (its folder without the build). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['build', '.react-router', 'node_modules'].includes(entry.name)) continue;
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/** Builds the plain app unless its build is newer than its sources; exits when the build fails. */
export function buildPlainApp() {
  const built = path.join(PLAIN_CLIENT, 'index.html');
  if (existsSync(built) && statSync(built).mtimeMs > newestSource(PLAIN_APP)) return PLAIN_CLIENT;
  console.log('bench: building bench/plain-app (the navigation floor)...');
  const build = spawnSync('npx', ['react-router', 'build'], { cwd: PLAIN_APP, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(`${build.stdout}\n${build.stderr}`.slice(-4000));
    process.exit(1);
  }
  return PLAIN_CLIENT;
}
