/** The class sorter's token list (src/app/prettier-tokens.css) names exactly the look's tokens. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { paletteTokens } from '../config/look-schema';

it('src/app/prettier-tokens.css declares every palette token of the look and no other', () => {
  const css = readFileSync(new URL('../app/prettier-tokens.css', import.meta.url), 'utf8');
  const declared = [...css.matchAll(/--color-([\w-]+):/gu)].map((match) => match[1]);
  expect(declared.sort()).toEqual([...paletteTokens].sort());
});
