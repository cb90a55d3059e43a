// `npm start` / `npm run serve`: serves the production build like a static host would.
// PORT (default 3000) and LUMINA_BUILD_DIR (default build) can be set in the environment.
// `npm start` is `serve.mjs --build`: the build first, so that `npm start -- --help` builds nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { command, fail, integerEnv } from './cli.mjs';
import { onStop } from './on-stop.mjs';
import { createStaticServer } from './static-server.mjs';

const spec = {
  name: 'npm run serve',
  summary: 'Serves the production build like a static host would (`npm start`: --build first).',
  options: { build: { type: 'boolean', help: 'run `npm run build` first, as `npm start` does' } },
  env: {
    PORT: 'the port to listen on (default 3000)',
    HOST: 'the address to listen on (default 127.0.0.1)',
    LUMINA_BUILD_DIR: 'the build to serve (default build)',
    LOG: '1: log every request',
  },
};
const { values } = command(spec);
const port = integerEnv(spec, 'PORT', 3000, { min: 0, max: 65535 });
const root = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client');
const host = process.env.HOST ?? '127.0.0.1';

if (values.build) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(path.join(root, 'index.html')))
  fail(spec, `no build in ${root}: run \`npm run build\` first`, 1);
const server = createStaticServer({ root, log: process.env.LOG === '1' });
server.on('error', (error) => fail(spec, error.message, 1));
server.listen(port, host, () => {
  console.log(`Lumina is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
onStop(() => server.close(() => process.exit(0)));
