// Vitest's global setup for the engine journeys: serves the production build (LUMINA_BUILD_DIR,
// default build) as `npm start` does, on a free port, and hands its address to the journeys.
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../scripts/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function serveBuild(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client');
  const server = createStaticServer({ root });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
