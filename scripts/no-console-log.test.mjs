// Payment and form data must never reach the console: no console.log/debug/info/table/dir/trace in
// the shop's source or its build. (console.error and console.warn stay for real faults; the 404
// page's console.error of the path is a shop rule: docs/shop-rules.md, Help and content pages.)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const LOGGING = /console\.(log|debug|info|table|dir|trace)\s*\(/;

function files(dir, ext) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full, ext));
    else if (ext.test(name) && !/\.test\.tsx?$/.test(name) && !full.includes(`${path.sep}testing${path.sep}`))
      out.push(full);
  }
  return out;
}

test('no source file logs to the console except errors and warnings', () => {
  const offenders = files('src', /\.(ts|tsx)$/).filter((f) => LOGGING.test(readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
});

test('the built JavaScript logs nothing but React Router’s own developer hint strings', () => {
  const dir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client', 'assets');
  if (!existsSync(dir)) return; // checked again by `npm test` after the build (scripts/postbuild/no-console-log.mjs)
  for (const file of files(dir, /\.js$/)) {
    const text = readFileSync(file, 'utf8').replace(/console\.log\(\s*"💿 Hey developer/g, '');
    expect(LOGGING.test(text), file).toBe(false);
  }
});
