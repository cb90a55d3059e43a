// `npm run test:e2e`: Playwright against an already built production build (run `npm run build`
// first, or use `npm test`, which does both), with the host-sensitive tests also against nginx,
// Caddy and a plain static host (scripts/real-servers.mjs), unless E2E_HOSTS is set.
import { createRequire } from 'node:module';
import { command } from './cli.mjs';
import { ensureTestChrome } from './find-chrome.mjs';
import { e2eHosts } from './real-servers.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

/** `playwright test`'s own flags, read from its command-line program, as util.parseArgs options. */
function playwrightOptions() {
  const { program } = createRequire(import.meta.url)('playwright/lib/program');
  const test = program.commands.find((each) => each.name() === 'test');
  return Object.fromEntries(
    test.options.map((option) => [
      option.long?.slice(2) ?? option.short.slice(1),
      {
        type: option.required ? 'string' : 'boolean',
        short: option.long ? option.short?.slice(1) : undefined,
      },
    ]),
  );
}

const { rest } = command({
  name: 'npm run test:e2e',
  summary:
    'Playwright against an existing build, the host-sensitive tests also against nginx, Caddy and a plain host.',
  passOn: {
    to: 'Playwright',
    list: ' (`npx playwright test --help` lists them)',
    options: playwrightOptions,
  },
  env: {
    E2E_HOSTS: 'the hosts besides `npm start`, e.g. plain,nginx (default: those installed or installable)',
    E2E_PORT: 'the first port the servers listen on (default 4173)',
    LUMINA_BUILD_DIR: 'the build to test (default build)',
    CHROME_PATH: 'the Chromium to test in (default the headless shell, else /usr/bin/chromium)',
  },
});
const chrome = ensureTestChrome();
const hosts = process.env.E2E_HOSTS ?? e2eHosts().hosts;
const code = await runStep(
  'end-to-end tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', ...rest],
  toolEnv({ CHROME_PATH: chrome, E2E_HOSTS: hosts }),
);
process.exit(code);
