// The shop uses React's and React Router's public APIs only, so a fork can follow their releases
// by their upgrade guides (docs/how-to/upgrade-react-and-react-router.md): no `UNSAFE_` export,
// no property React or React Router keeps on DOM nodes or `window`, no read of their generated code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOTS = ['src', 'scripts', 'vendure'];
const CODE = /\.(ts|tsx|mjs|js)$/;
const PRIVATE = [
  /\bUNSAFE_\w+/, // React Router's and React's internals, exported for their own packages
  /__react[A-Z]\w*/, // React's keys on DOM nodes, React Router's globals (__reactRouterManifest...)
  /\b_internalRoot\b|\b_reactInternals\b/,
  /__SECRET_INTERNALS|__CLIENT_INTERNALS/,
];

function files(entry) {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) =>
    ['node_modules', '.data', 'plain-app'].includes(name) ? [] : files(path.join(entry, name)),
  );
}

test("the shop's code uses no private React or React Router API", () => {
  const found = ROOTS.flatMap(files)
    .filter((file) => CODE.test(file) && !/\.test\.\w+$/.test(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          PRIVATE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
  expect(found).toEqual([]);
});

test('the scan finds what it looks for', () => {
  const caught = [
    "import { UNSAFE_FrameworkContext } from 'react-router';",
    'const props = element[`__reactProps$${key}`];',
    'window.__reactRouterManifest.routes',
  ];
  expect(caught.filter((line) => PRIVATE.some((re) => re.test(line)))).toEqual(caught);
});
