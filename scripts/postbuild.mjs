// After `react-router build`: the named steps of scripts/postbuild/steps.mjs. They check the
// prerendered output is complete and logs nothing, drop data files nothing requests, make every
// page hydrate after its first paint (unless LUMINA_BOOT_MACHINERY=off, scripts/boot-machinery.mjs),
// give each page its own script policy, and write the root 404.html for plain static hosts,
// sitemap.xml and the hosts' header files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bootMachineryOn } from './boot-machinery.mjs';
import { command, fail } from './cli.mjs';
import { buildContext, PostbuildError, runSteps } from './postbuild/run-steps.mjs';

const spec = {
  name: 'node scripts/postbuild.mjs',
  summary: "`npm run build`'s step after `react-router build`: checks and completes the build in place.",
  env: {
    LUMINA_BUILD_DIR: 'the build to complete (default build)',
    LUMINA_BOOT_MACHINERY: 'off: pages hydrate as React Router boots them (default on)',
  },
};
command(spec);
const buildDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'client')))
  fail(spec, `no build in ${buildDir}: run \`npm run build\``, 1);
// The steps load the service worker's builder: only once the arguments are known to be good.
const { postbuildSteps } = await import('./postbuild/steps.mjs');
const { loadShopMarkets } = await import('./market-builds.mjs');
const marketFolders = (await loadShopMarkets()).slice(1).map((market) => market.pathPrefix.slice(1));
const build = buildContext(buildDir, { bootMachinery: bootMachineryOn(), marketFolders });
try {
  const skipped = await runSteps(postbuildSteps, build);
  for (const name of skipped) console.log(`postbuild: skipped "${name}" (LUMINA_BOOT_MACHINERY=off).`);
} catch (error) {
  if (!(error instanceof PostbuildError)) throw error;
  console.error(`postbuild: ${error.message}`);
  process.exit(1);
}
console.log(
  `postbuild: ${build.pages().length} prerendered pages, sitemap.xml with ${build.sitemapUrls} URLs, 404.html, host headers, sw.js precaching ${build.precache.count} files (${(build.precache.size / 1024).toFixed(1)} KiB), ${build.precache.warm.count} more warmed later (${(build.precache.warm.size / 1024).toFixed(1)} KiB; first the ${build.precache.warmFirst.count} the cart and checkout need, ${(build.precache.warmFirst.size / 1024).toFixed(1)} KiB).`,
);
