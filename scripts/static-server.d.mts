import type { Server } from 'node:http';

/** The shop's static server (static-server.mjs) over the client files in `root`. */
export function createStaticServer(options: { root: string; log?: boolean }): Server;
