// The plainest static host, for tests: it knows nothing of the shop's routes. `/x` is served from
// `x/index.html` (or the file itself); anything else gets the build's root `404.html` with status
// 404. No compression, no security headers. This is what object stores and most static hosts do by
// default, so the build must work on it without a console error. Like them it answers only GET and
// HEAD (405) and refuses a bad Host or an unparsable request (400): scripts/guarded-server.mjs, as
// under `npm start`'s server.
//   node scripts/plain-static-server.mjs   (PORT, default 3000; LUMINA_BUILD_DIR, default build)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createGuardedServer } from './guarded-server.mjs';
import { contentType, resolveFile } from './static-server.mjs';

export function createPlainStaticServer({ root }) {
  const absRoot = path.resolve(root);
  return createGuardedServer({}, async (req, res, pathname) => {
    const file = await resolveFile(absRoot, pathname);
    const served = file ?? path.join(absRoot, '404.html');
    const body = await readFile(served);
    res.writeHead(file ? 200 : 404, { 'Content-Type': contentType(served), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client');
  const port = Number(process.env.PORT ?? 3000);
  const server = createPlainStaticServer({ root });
  server.listen(port, '127.0.0.1', () => console.log(`Plain static host at http://127.0.0.1:${port}/`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
