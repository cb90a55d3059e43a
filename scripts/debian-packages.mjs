// What the tests need from Debian's packages (nginx, Caddy, Firefox ESR, WebKitGTK's driver, Xvfb):
// as root on Debian, a missing one is installed with apt-get; elsewhere the caller is told what to
// install, in one line, and skips what needed it. Never downloads anything from elsewhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/** Blocks services from starting while a package installs (the Debian convention), see aptInstall. */
const POLICY_RC = '/usr/sbin/policy-rc.d';

/**
 * Installs Debian packages without letting them start a system service: Debian's nginx and caddy
 * start one on install, listening on port 80. A policy-rc.d that denies every start is written for
 * the install (unless the system already has one, as containers do) and removed after; on a machine
 * run by systemd the units are also disabled so they do not start at the next boot.
 */
function aptInstall(packages, services) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ownPolicy = !existsSync(POLICY_RC);
  if (ownPolicy)
    writeFileSync(POLICY_RC, '#!/bin/sh\n# Lumina: no service starts while installing.\nexit 101\n', {
      mode: 0o755,
    });
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  } finally {
    if (ownPolicy) rmSync(POLICY_RC, { force: true });
  }
  if (existsSync('/run/systemd/system'))
    for (const service of services)
      spawnSync('systemctl', ['disable', '--now', service], { stdio: 'inherit' });
}

/**
 * Makes sure `files` exist, installing `packages` when one is missing (as root on Debian; each of
 * `services` is kept from starting). Returns null when all are there, else a one-line reason and
 * what to do.
 */
export function ensurePackages({ name, files, packages, services = [] }) {
  const missing = () => files.filter((file) => !existsSync(file));
  if (missing().length === 0) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/etc/debian_version') && spawnSync('apt-get', ['--version']).status === 0;
  const list = packages.join(' ');
  if (isRoot && hasApt) {
    console.log(`${name} not found: installing Debian's ${list} (apt-get)...`);
    try {
      aptInstall(packages, services);
    } catch (error) {
      return `${name} could not be installed (${error.message.split('\n')[0]}).`;
    }
    if (missing().length === 0) return null;
  }
  return `${name} is not installed: install it (Debian/Ubuntu: sudo apt-get install --no-install-recommends ${list}) and run again.`;
}
