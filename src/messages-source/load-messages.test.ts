import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaModule, loadMessages, messagesDir, type MessagesError } from './load-messages';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumina-messages-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function problems(dir: string, locale: string): string[] {
  try {
    loadMessages(dir, locale);
    return [];
  } catch (error) {
    return (error as MessagesError).problems.map((p) => p.replace(`${dir}${path.sep}`, ''));
  }
}

const english = JSON.stringify(
  { cart: { title: 'Cart', items: '{count, plural, one {# item} other {# items}}' } },
  null,
  2,
);

describe('loadMessages', () => {
  it("compiles the shop's own catalogues: every locale has every message of en-US with its values", () => {
    for (const locale of ['en-US', 'de-DE'])
      expect(loadMessages(messagesDir(), locale).size).toBeGreaterThan(0);
  });

  it('names a missing, an unknown and a differently valued message of a locale against en-US', () => {
    const german = JSON.stringify({ cart: { title: 'Warenkorb {name}', extra: 'x' }, more: {} }, null, 2);
    expect(problems(folder({ 'en-US.json': english, 'de-DE.json': german }), 'de-DE')).toEqual([
      "de-DE.json: cart.title takes {name}, en-US.json's takes no values",
      'de-DE.json: cart.items is missing (en-US.json has it)',
      'de-DE.json: cart.extra is unknown (en-US.json has no such message)',
      'de-DE.json: area "more" is unknown (en-US.json has no such area)',
    ]);
  });

  it('names the file, the line and the reason of a message that does not parse or is not text', () => {
    const broken = '{\n  "cart": {\n    "title": "Cart {count",\n    "items": 3\n  }\n}\n';
    expect(problems(folder({ 'en-US.json': broken }), 'en-US')).toEqual([
      expect.stringMatching(/^en-US\.json:3: cart\.title: /u),
      'en-US.json:4: cart.items: a message is text, not 3',
    ]);
  });

  it("names the line of a message's key, not of a value that has its name in it", () => {
    const text = '{\n  "cart": {\n    "hint": "title",\n    "title": "Cart {n"\n  }\n}\n';
    expect(problems(folder({ 'en-US.json': text }), 'en-US')).toEqual([
      expect.stringMatching(/^en-US\.json:4: cart\.title: /u),
    ]);
  });

  it('names a file that is missing or not JSON', () => {
    expect(problems(folder({ 'en-US.json': english }), 'fr-FR')).toEqual([
      "fr-FR.json: no such file (every market's locale needs its catalogue)",
    ]);
    expect(problems(folder({ 'en-US.json': '{ "cart": ' }), 'en-US')).toEqual([
      expect.stringMatching(/^en-US\.json: not valid JSON \(/u),
    ]);
  });

  it('refuses names that cannot be exports', () => {
    const bad = JSON.stringify({ 'my-cart': { 'the title': 'x' } }, null, 2);
    expect(problems(folder({ 'en-US.json': bad }), 'en-US')).toEqual([
      'en-US.json:2: "my-cart" is not an area name (letters and digits, lower case first)',
      'en-US.json:3: my-cart.the title: not a message name (letters and digits, lower case first)',
    ]);
  });

  it('makes one export a message, with the Intl objects the module needs', () => {
    const area = loadMessages(folder({ 'en-US.json': english }), 'en-US').get('cart')!;
    const source = areaModule(area);
    expect(source).toContain('export const title = "Cart";');
    expect(source).toMatch(/^const \$0 = \/\*#__PURE__\*\/ new Intl\.PluralRules\("en-US"\);$/mu);
    expect(source).toContain('export const items = (v) => ');
  });
});
