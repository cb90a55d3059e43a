// `npm run build`: `react-router build`, then the postbuild steps (scripts/postbuild.mjs). A script
// rather than `react-router build && node scripts/postbuild.mjs`, so that `npm run build -- --help`
// answers before anything is built (npm appends the arguments to the line's last command).
import { spawnSync } from 'node:child_process';
import { command } from './cli.mjs';

command({
  name: 'npm run build',
  summary:
    'Builds the shop: every route prerendered into build/ (or LUMINA_BUILD_DIR), checked and completed.',
  env: {
    LUMINA_CATALOGUE: 'the catalogue folder to build from (default catalogue/demo)',
    LUMINA_CONTENT: 'the folder of page texts to build from (default content)',
    LUMINA_SHOP_CONFIG: "a module with src/config/shop.ts's exports, for another shop",
    LUMINA_BUILD_DIR: 'where the build goes (default build)',
    LUMINA_BOOT_MACHINERY: 'off: the shop without its speed machinery (default on)',
    LUMINA_IMAGE_CACHE: 'where processed photographs are kept between builds',
  },
});
for (const [program, args] of [
  ['npx', ['react-router', 'build']],
  [process.execPath, ['scripts/postbuild.mjs']],
]) {
  const run = spawnSync(program, args, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
