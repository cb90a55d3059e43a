// `npm run serve:nginx` / `npm run serve:caddy`: serves an existing build (`npm run build`) behind
// nginx or Caddy with the configuration in deploy/, in the foreground. PORT (default 3000), HOST
// (default 127.0.0.1) and LUMINA_BUILD_DIR (default build) can be set in the environment. Ctrl-C,
// SIGTERM or the end of the parent process stops the server and this script; nothing keeps running.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { command, fail, integerEnv } from './cli.mjs';
import { onStop } from './on-stop.mjs';
import { ensureServer, SERVER_NAMES, startServer } from './real-servers.mjs';

const spec = {
  name: 'node scripts/serve-behind.mjs',
  args: SERVER_NAMES.join('|'),
  summary:
    'npm run serve:nginx / serve:caddy: serves an existing build behind that server (deploy/), in the foreground.',
  env: {
    PORT: 'the port to listen on (default 3000)',
    HOST: 'the address to listen on (default 127.0.0.1)',
    LUMINA_BUILD_DIR: 'the build to serve (default build)',
  },
};
const { positionals } = command(spec);
const [name] = positionals;
if (positionals.length !== 1 || !SERVER_NAMES.includes(name))
  fail(spec, `expected one server, ${SERVER_NAMES.join(' or ')}, not "${positionals.join(' ')}"`);
const buildDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build');
const port = integerEnv(spec, 'PORT', 3000, { min: 0, max: 65535 });
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(buildDir, 'hosting')) || !existsSync(path.join(buildDir, 'client', 'index.html'))) {
  console.error(`No build with host configuration in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const problem = ensureServer(name);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const child = startServer(name, { host, port, buildDir });
console.log(`Lumina is running behind ${name} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
onStop((signal) => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
