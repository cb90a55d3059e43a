// The proof that the shop works in full with its performance machinery off: a build with
// LUMINA_BOOT_MACHINERY=off (scripts/boot-machinery.mjs: no hydration deferral, no early-event
// capture or replay, no link prefetcher, no kept page data, React Router's own entry) into
// build-machinery-off/, then the core journeys (tests/engines/journeys.test.ts) in Chromium against
// it, each press after hydration as a plain React app needs. `npm test` runs the same two steps.
import { pathToFileURL } from 'node:url';
import { ensureChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { journeysCommand } from './test-engines.mjs';
import { toolEnv } from './tool-env.mjs';

const OFF_BUILD_DIR = 'build-machinery-off';
/** Where Vitest writes the journeys' results (scripts/test.mjs counts them). */
export const MACHINERY_OFF_RESULTS = '.tmp/machinery-off-results.json';

/** The steps as [label, command, args, env]. */
export function machineryOffSteps(chrome) {
  const off = { LUMINA_BUILD_DIR: OFF_BUILD_DIR, LUMINA_BOOT_MACHINERY: 'off' };
  return [
    ['production build with the machinery off', 'npm', ['run', 'build', '--silent'], toolEnv(off)],
    [
      'core journeys on that build (Vitest, Chromium)',
      'npx',
      journeysCommand(MACHINERY_OFF_RESULTS),
      toolEnv({ ...off, CHROME_PATH: chrome, ENGINES: 'chromium' }),
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [label, command, args, env] of machineryOffSteps(ensureChrome())) {
    const code = await runStep(label, command, args, env);
    if (code !== 0) process.exit(code);
  }
}
