// After `react-router build`: checks the prerendered output is complete, makes every page hydrate
// after its first paint, gives each page its own script policy, writes sitemap.xml from the
// canonical URL of every indexable page, the root 404.html for plain static hosts and the hosts'
// header files (scripts/host-configs.mjs).
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { deferHydration } from './defer-hydration.mjs';
import { writeHostConfigs } from './host-configs.mjs';
import { withPagePolicy } from './security-headers.mjs';

const buildDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');

function pages(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'assets') out.push(...pages(full));
    } else if (name === 'index.html') out.push(full);
  }
  return out;
}

for (const page of ['404/index.html', '__spa-fallback.html']) {
  if (!existsSync(path.join(clientDir, page))) {
    console.error(`postbuild: build/client/${page} is missing (the hosts need it for unknown paths).`);
    process.exit(1);
  }
}

// Form values (and payment details) must never be logged: the build may not call console.log and
// friends. React Router's own developer hints are string literals inside its HTML templates.
const LOGGING = /console\.(log|debug|info|table|dir|trace)\s*\(/;
for (const name of readdirSync(path.join(clientDir, 'assets'))) {
  if (!name.endsWith('.js')) continue;
  const text = readFileSync(path.join(clientDir, 'assets', name), 'utf8').replace(
    /console\.log\(\s*"💿 Hey developer/g,
    '',
  );
  if (LOGGING.test(text)) {
    console.error(`postbuild: assets/${name} calls console.log/debug/info: no form value may be logged.`);
    process.exit(1);
  }
}

/**
 * Rewrites a page so it hydrates after the first paint (scripts/defer-hydration.mjs), then gives it
 * its own script policy: the hashes of its final inline scripts (scripts/security-headers.mjs).
 */
function deferPage(file) {
  const html = withPagePolicy(deferHydration(readFileSync(file, 'utf8'), path.relative(clientDir, file)));
  if (!html.includes('<meta http-equiv="Content-Security-Policy"')) {
    console.error(`postbuild: ${path.relative(clientDir, file)} has no <head> for its script policy.`);
    process.exit(1);
  }
  writeFileSync(file, html);
  return html;
}

// The files made by resource routes (/manifest.webmanifest, /robots.txt, the catalogue's data files
// under /data/) come with a client-navigation data file each, which nothing requests.
for (const file of ['manifest.webmanifest.data', 'robots.txt.data'])
  rmSync(path.join(clientDir, file), { force: true });
for (const file of readdirSync(path.join(clientDir, 'data'), { recursive: true, encoding: 'utf8' })) {
  if (file.endsWith('.json.data')) rmSync(path.join(clientDir, 'data', file));
}

const pageFiles = pages(clientDir);
const spaShell = path.join(clientDir, '__spa-fallback.html');
deferPage(spaShell);
// A plain static host answers every unknown path with /404.html. The app shell renders whatever
// route the address names on the client (an unknown product id or the 404 page) and matches its
// own first render, so it never mismatches on hydration (decisions/0007-hosting.md).
copyFileSync(spaShell, path.join(clientDir, '404.html'));

const urls = [];
for (const file of pageFiles) {
  const html = deferPage(file);
  if (/<meta name="robots" content="noindex"/.test(html)) continue;
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (canonical) urls.push(canonical);
}
urls.sort();
const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
  .map((u) => `  <url><loc>${u.replace(/&/g, '&amp;')}</loc></url>`)
  .join('\n')}\n</urlset>\n`;
writeFileSync(path.join(clientDir, 'sitemap.xml'), xml);
for (const warning of await writeHostConfigs(clientDir, path.join(buildDir, 'hosting'))) {
  console.warn(`postbuild: ${warning}`);
}
console.log(
  `postbuild: ${pageFiles.length} prerendered pages, sitemap.xml with ${urls.length} URLs, 404.html, host headers.`,
);
