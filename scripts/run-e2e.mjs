// `npm run test:e2e`: Playwright against an already built production build (run `npm run build`
// first, or use `npm test`, which does both), with the host-sensitive tests also against nginx,
// Caddy and a plain static host (scripts/real-servers.mjs), unless E2E_HOSTS is set.
import { ensureTestChrome } from './find-chrome.mjs';
import { e2eHosts } from './real-servers.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

const chrome = ensureTestChrome();
const hosts = process.env.E2E_HOSTS ?? e2eHosts().hosts;
const code = await runStep(
  'end-to-end tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', ...process.argv.slice(2)],
  toolEnv({ CHROME_PATH: chrome, E2E_HOSTS: hosts }),
);
process.exit(code);
