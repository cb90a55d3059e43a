// `node scripts/stall-probe.mjs [loads] [browsers]`: loads /faq of the build on fresh phones (the
// mobile profile, scripts/mobile-profile.mjs), `browsers` at a time, and counts the loads that
// did not hydrate within 20 s and the nudges of the stall watch (scripts/stall-watch.mjs). With
// LUMINA_STALL_WATCH=off it shows Chromium's network emulation stalling
// (docs/decisions/0020-network-emulation-stall-watch.md). Needs a build (`npm run build`).
import { withServer } from './bench/serve-build.mjs';
import { chromeFlags, ensureChrome } from './find-chrome.mjs';
import { onFreshPhones } from './mobile-profile.mjs';
import { nudgeCount } from './stall-watch.mjs';

const loads = Number(process.argv[2] ?? 150);
const browsers = Number(process.argv[3] ?? 3);
const chromePath = ensureChrome();

await withServer(process.env.LUMINA_BUILD_DIR ?? 'build', async (origin) => {
  const stalled = [];
  const times = [];
  // `browsers` browsers side by side, each opening its share of the loads on fresh phones.
  const shares = Array.from({ length: browsers }, (_, i) => Math.floor((loads + i) / browsers));
  await Promise.all(
    shares.map((runs) =>
      onFreshPhones({ chromePath, args: chromeFlags, runs, serviceWorkers: 'block' }, async (page) => {
        const waiting = new Map();
        page.on('request', (request) => waiting.set(request, request.url().replace(origin, '')));
        page.on('requestfinished', (request) => waiting.delete(request));
        page.on('requestfailed', (request) => waiting.delete(request));
        const start = Date.now();
        try {
          await page.goto(`${origin}/faq`, { waitUntil: 'commit' });
          await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
          times.push(Date.now() - start);
        } catch {
          stalled.push([...waiting.values()]);
        }
      }),
    ),
  );
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  console.log(
    `${loads} loads of /faq, ${browsers} phones at a time, stall watch ${process.env.LUMINA_STALL_WATCH === 'off' ? 'off' : 'on'}`,
  );
  console.log(`not hydrated within 20 s: ${stalled.length}; nudges: ${nudgeCount()}`);
  console.log(`hydrated after (ms): median ${at(0.5)}, 90th percentile ${at(0.9)}, slowest ${at(1)}`);
  for (const urls of stalled) console.log(`  a stalled load was still waiting for: ${urls.join(' ')}`);
  process.exitCode = stalled.length > 0 ? 1 : 0;
});
