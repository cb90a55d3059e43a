// `npm run test:e2e`: Playwright against an already built production build (run `npm run build`
// first, or use `npm test`, which does both).
import { ensureChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

const chrome = ensureChrome();
const code = await runStep(
  'end-to-end tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', ...process.argv.slice(2)],
  toolEnv({ CHROME_PATH: chrome }),
);
process.exit(code);
