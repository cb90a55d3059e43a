// Builds for the bench (timed, with their peak memory) and a local server for a build.
import path from 'node:path';
import { runMeasured } from '../process-memory.mjs';
import { createStaticServer } from '../static-server.mjs';

/** Runs `args` with `env`, timing it and sampling the peak memory of all its processes. */
export function timed(args, env) {
  return runMeasured(args[0], args.slice(1), env);
}

export async function buildOrExit(env) {
  const build = await timed(['npm', 'run', 'build', '--silent'], env);
  if (!build.ok) {
    console.error(build.out.slice(-4000));
    process.exit(1);
  }
  return build;
}

/** Serves `buildDir`'s client files on a free local port while `use(origin)` runs. */
export async function withServer(buildDir, use) {
  const server = createStaticServer({ root: path.resolve(buildDir, 'client') });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${server.address().port}`);
  } finally {
    server.close();
  }
}
