// `npm start` / `npm run serve`: serves the production build like a static host would.
// PORT (default 3000) and LUMINA_BUILD_DIR (default build) can be set in the environment.
import path from 'node:path';
import { onStop } from './on-stop.mjs';
import { createStaticServer } from './static-server.mjs';

const root = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const server = createStaticServer({ root, log: process.env.LOG === '1' });
server.listen(port, host, () => {
  console.log(`Lumina is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
onStop(() => server.close(() => process.exit(0)));
