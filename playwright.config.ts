import { defineConfig, devices } from '@playwright/test';
import { chromeFlags, findTestChrome } from './scripts/find-chrome.mjs';
import type { HostName, HostOptions } from './tests/e2e/fixtures';

const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.LUMINA_BUILD_DIR ?? 'build';

/**
 * Hosts besides `npm start`'s server that the host-sensitive tests run against, listed in E2E_HOSTS
 * (comma separated; scripts/real-servers.mjs's e2eHosts() picks the installed ones for `npm test`).
 * Each listens on E2E_PORT plus its offset. nginx and Caddy run the tests tagged @server (each
 * route's document, a few of them rendered, headers, caching, what is never served) and @any-host
 * (unknown and malformed addresses, the hostile request corpus); the plain static host, which
 * knows no routes and sends no headers, runs those tagged @any-host.
 */
const HOSTS: Record<Exclude<HostName, 'reference'>, { offset: number; command: string }> = {
  plain: { offset: 10, command: 'node scripts/plain-static-server.mjs' },
  nginx: { offset: 11, command: 'node scripts/serve-behind.mjs nginx' },
  caddy: { offset: 12, command: 'node scripts/serve-behind.mjs caddy' },
};
const hosts = (process.env.E2E_HOSTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => {
    if (!(name in HOSTS)) throw new Error(`E2E_HOSTS: unknown host ${name}`);
    const host = name as keyof typeof HOSTS;
    return { host, port: port + HOSTS[host].offset, command: HOSTS[host].command };
  });
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined };

/** A server on `port` serving the build in `buildDir` (`npm start`'s by default; also used by the brand proof). */
export function staticServer(port: number, buildDir: string, command = 'node scripts/serve.mjs') {
  return {
    command,
    env: { PORT: String(port), LUMINA_BUILD_DIR: buildDir },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

const config = defineConfig<HostOptions>({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three on a 2-core machine: the tests mostly wait (pages, servers, the throttled phone's network);
  // with two the machine was two-thirds idle, with three the whole suite took 23 min instead of 27.5.
  workers: 3,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The shop's service worker answers requests itself once it controls a page, and
    // page.route() does not see those: every spec that fakes the network would test the worker's
    // cache instead. Only the offline specs let it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findTestChrome() ?? '/usr/bin/chromium',
      args: chromeFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile.*\.spec\.ts/,
      use: desktop,
    },
    {
      name: 'mobile',
      testMatch: /(smoke|a11y|mobile).*\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
    },
    ...hosts.map(({ host, port: hostPort }) => ({
      name: host,
      testMatch: /(hosting|hostile-requests|smoke)\.spec\.ts/,
      grep: host === 'plain' ? /@any-host/ : /@server|@any-host/,
      use: { ...desktop, baseURL: `http://127.0.0.1:${hostPort}`, host },
    })),
  ],
  webServer: [
    staticServer(port, buildDir),
    ...hosts.map(({ command, port: hostPort }) => staticServer(hostPort, buildDir, command)),
  ],
});

/**
 * A second suite against another build (the brand proof, the large catalogue): the same browser
 * settings, one desktop project, its own tests, results file and build directory.
 */
export function buildCheckConfig(
  testDir: string,
  name: string,
  resultsFile: string,
  defaultBuildDir: string,
) {
  const checkedBuild = process.env.LUMINA_BUILD_DIR ?? defaultBuildDir;
  return defineConfig<HostOptions>({
    ...config,
    testDir,
    reporter: [['list'], ['json', { outputFile: resultsFile }]],
    projects: [config.projects?.[0] ?? {}].map((project) => ({ ...project, name, testIgnore: [] })),
    webServer: staticServer(port, checkedBuild),
  });
}

export default config;
