import { describe, expect, it } from 'vitest';
import { prefixLinks } from './content-plugin.ts';

describe('prefixLinks', () => {
  const pages = JSON.stringify({
    html: '<a href="/faq">FAQ</a> <a href="//other.example/">x</a> <a href="#top">y</a> <a href="mailto:a@b.c">z</a>',
  });

  it("puts the market's prefix before the shop's own addresses only", () => {
    expect(JSON.parse(prefixLinks(pages, '/de'))).toEqual({
      html: '<a href="/de/faq">FAQ</a> <a href="//other.example/">x</a> <a href="#top">y</a> <a href="mailto:a@b.c">z</a>',
    });
  });

  it('leaves the first market, at the root, as written', () => {
    expect(prefixLinks(pages, '')).toBe(pages);
  });
});
