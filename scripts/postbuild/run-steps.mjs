// Runs scripts/postbuild.mjs's list of named steps over a build. A step has a `name`, may have a
// `when(build)` (false: skipped, and said so), and either `run(build)` (once) or `page(html, page,
// build)` (once per prerendered page, returning the page's new HTML). Steps that work on pages
// one after the other share one pass: each page is read and written once. A step that finds the
// build broken throws a PostbuildError, and the build stops with its message.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class PostbuildError extends Error {}

/** Every prerendered page (`<route>/index.html`) under dir, the assets folder left out. */
export function prerenderedPages(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'assets') out.push(...prerenderedPages(full));
    } else if (name === 'index.html') out.push(full);
  }
  return out;
}

/**
 * What the steps share: where the build is, whether the boot machinery is on, its pages, and the
 * folders of its markets after the first (their path prefixes without '/': ['de']), each with its
 * own app shell (scripts/market-builds.mjs).
 */
export function buildContext(buildDir, { bootMachinery, marketFolders = [] }) {
  const clientDir = path.join(buildDir, 'client');
  return {
    buildDir,
    clientDir,
    bootMachinery,
    marketFolders,
    spaShell: path.join(clientDir, '__spa-fallback.html'),
    marketShells: marketFolders.map((folder) => path.join(clientDir, folder, '__spa-fallback.html')),
    pages: () => prerenderedPages(clientDir),
  };
}

function pagePass(steps, build) {
  for (const file of [build.spaShell, ...build.marketShells, ...build.pages()]) {
    const page = path.relative(build.clientDir, file);
    const before = readFileSync(file, 'utf8');
    const after = steps.reduce((html, step) => step.page(html, page, build), before);
    if (after !== before) writeFileSync(file, after);
  }
}

/** Runs `steps` in order over `build`; returns the names of the steps it skipped. */
export async function runSteps(steps, build, log = () => {}) {
  const skipped = [];
  const active = steps.filter((step) => {
    const runs = step.when?.(build) ?? true;
    if (!runs) skipped.push(step.name);
    return runs;
  });
  for (let i = 0; i < active.length;) {
    if (active[i].page) {
      const group = [];
      while (active[i]?.page) group.push(active[i++]);
      pagePass(group, build);
      log(`${group.map((step) => step.name).join(', ')} (one pass over the pages)`);
    } else {
      await active[i].run(build);
      log(active[i++].name);
    }
  }
  return skipped;
}
