// Step: form values (and payment details) must never be logged, so the build may not call
// console.log and friends. React Router's own developer hints are string literals inside its HTML
// templates.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PostbuildError } from './run-steps.mjs';

const LOGGING = /console\.(log|debug|info|table|dir|trace)\s*\(/;

export const noConsoleLog = {
  name: 'no console.log',
  run(build) {
    const assets = path.join(build.clientDir, 'assets');
    for (const name of readdirSync(assets)) {
      if (!name.endsWith('.js')) continue;
      const text = readFileSync(path.join(assets, name), 'utf8').replace(
        /console\.log\(\s*"💿 Hey developer/g,
        '',
      );
      if (LOGGING.test(text))
        throw new PostbuildError(`assets/${name} calls console.log/debug/info: no form value may be logged.`);
    }
  },
};
