import { expect, test } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.mjs';

/** Runs the plugin's generateBundle on a bundle as Rolldown hands it over, after Vite's own plugins. */
function generate(bundle) {
  const { generateBundle } = compileHints();
  generateBundle.handler({}, bundle);
  return bundle;
}

test('the hint becomes the first line of every chunk, above what Vite put on top', () => {
  const bundle = generate({
    'assets/contact-1.js': { type: 'chunk', code: 'const __vite__mapDeps=(i)=>i;export function a(){}' },
    'assets/root-1.css': { type: 'asset', source: '.a{color:red}' },
  });
  expect(bundle['assets/contact-1.js'].code).toBe(
    `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;export function a(){}`,
  );
  expect(bundle['assets/root-1.css'].source).toBe('.a{color:red}');
});

test('it is the exact comment V8 reads, added last and to the client build only', () => {
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  const plugin = compileHints();
  expect(plugin.generateBundle.order).toBe('post');
  expect(plugin.applyToEnvironment({ name: 'client' })).toBe(true);
  expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(false);
});
