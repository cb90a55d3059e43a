// nginx and Caddy from Debian's packages, run in the foreground with the configuration in deploy/.
// Everything they write (pid file, logs, temp files, Caddy's autosave) stays in .tmp/<server>-<port>/;
// nothing is written to /etc and no system service is used.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ensurePackages } from './debian-packages.mjs';
import path from 'node:path';

const SERVERS = {
  nginx: { binary: '/usr/sbin/nginx', start: startNginx },
  caddy: { binary: '/usr/bin/caddy', start: startCaddy },
};
export const SERVER_NAMES = Object.keys(SERVERS);

function serverOf(name) {
  const server = SERVERS[name];
  if (!server) throw new Error(`Unknown server ${name}: use one of ${SERVER_NAMES.join(', ')}.`);
  return server;
}

/**
 * Makes sure the server is installed: as root on Debian, installs it from Debian's packages
 * (apt-get). Returns null when it is ready, else a one-line reason and what to do.
 */
export function ensureServer(name) {
  const { binary } = serverOf(name);
  return ensurePackages({ name, files: [binary], packages: [name], services: [name] });
}

function stateDir(name, port) {
  const dir = path.resolve('.tmp', `${name}-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** nginx -p <state> -c <state>/conf/nginx.conf: deploy/nginx/nginx.conf unchanged, beside its two includes. */
function startNginx({ host, port, buildDir }) {
  const prefix = stateDir('nginx', port);
  const conf = path.join(prefix, 'conf');
  for (const dir of [conf, path.join(prefix, 'logs'), path.join(prefix, 'tmp')]) mkdirSync(dir);
  copyFileSync('deploy/nginx/nginx.conf', path.join(conf, 'nginx.conf'));
  copyFileSync(path.join(buildDir, 'hosting', 'nginx-headers.conf'), path.join(conf, 'nginx-headers.conf'));
  writeFileSync(
    path.join(conf, 'site.conf'),
    `listen ${host}:${port};\nroot ${path.join(buildDir, 'client')};\n`,
  );
  return spawn(
    SERVERS.nginx.binary,
    ['-p', `${prefix}/`, '-c', path.join(conf, 'nginx.conf'), '-e', 'stderr'],
    {
      stdio: 'inherit',
    },
  );
}

/** caddy run with deploy/caddy/Caddyfile unchanged; its storage and autosave under the state folder. */
function startCaddy({ host, port, buildDir }) {
  const state = stateDir('caddy', port);
  const env = {
    ...process.env,
    // The port alone, so every Host gets the site (and its headers); HOST is where it listens.
    LUMINA_ADDRESS: `:${port}`,
    LUMINA_BIND: host,
    LUMINA_BUILD: buildDir,
    XDG_DATA_HOME: path.join(state, 'data'),
    XDG_CONFIG_HOME: path.join(state, 'config'),
  };
  return spawn(
    SERVERS.caddy.binary,
    ['run', '--adapter', 'caddyfile', '--config', 'deploy/caddy/Caddyfile'],
    {
      stdio: 'inherit',
      env,
    },
  );
}

/** Starts the server in the foreground on host:port, serving buildDir (absolute). */
export function startServer(name, options) {
  return serverOf(name).start(options);
}

/**
 * The hosts the host-sensitive end-to-end tests run against besides `npm start`'s server
 * (E2E_HOSTS for playwright.config.ts): the plain static host always, nginx and Caddy where they
 * are installed or can be. Returns the list and a line for each server left out, with the reason.
 */
export function e2eHosts() {
  const hosts = ['plain'];
  const skipped = [];
  for (const name of SERVER_NAMES) {
    const problem = ensureServer(name);
    if (problem) skipped.push(`SKIPPED the host tests against ${name}: ${problem}`);
    else hosts.push(name);
  }
  for (const line of skipped) console.log(line);
  return { hosts: hosts.join(','), skipped };
}
