import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileMessage, IntlNeeds } from './compile-message';

/** The compiled message as the browser runs it: its module's Intl objects, then the message. */
function run(source: string, locale = 'en-US'): (values?: Record<string, unknown>) => string {
  const intl = new IntlNeeds(locale);
  const { code } = compileMessage(source, intl);
  const body = `${[...intl.declarations.values()].join('\n')}\nreturn ${code};`;
  const made = new Function(body)() as string | ((v: Record<string, unknown>) => string);
  return (values = {}) => (typeof made === 'string' ? made : made(values));
}

describe('compileMessage', () => {
  it('keeps text without values as a string literal, apostrophes included', () => {
    const intl = new IntlNeeds('en-US');
    expect(compileMessage("You're offline", intl)).toEqual({ code: '"You\'re offline"', args: new Map() });
  });

  it('gives back any text without braces exactly', () => {
    const plain = fc.string().filter((s) => !/[{}#'<]/u.test(s));
    fc.assert(fc.property(plain, (text) => run(text)() === text));
  });

  it('keeps backticks, backslashes and a quoted ${ as text around the values', () => {
    expect(run("`$'{'x'}'` \\ {name}$")({ name: 'Ada' })).toBe('`${x}` \\ Ada$');
  });

  it('puts values in, as text', () => {
    expect(run('Your order {orderNumber} has been placed.')({ orderNumber: 'ORD-1' })).toBe(
      'Your order ORD-1 has been placed.',
    );
  });

  it("chooses plurals by the locale's rules and formats the number by its conventions", () => {
    const items = '{count, plural, =0 {no items} one {# item} other {# items}}';
    expect(run(items)({ count: 0 })).toBe('no items');
    expect(run(items)({ count: 1 })).toBe('1 item');
    expect(run(items)({ count: 1234 })).toBe('1,234 items');
    const artikel = '{count, plural, one {# Artikel} other {# Artikel}}';
    expect(run(artikel, 'de-DE')({ count: 1234 })).toBe('1.234 Artikel');
  });

  it('chooses among named cases with select, and ordinals with selectordinal', () => {
    const theme = '{mode, select, dark {Dark} light {Light} other {System}}';
    expect(run(theme)({ mode: 'dark' })).toBe('Dark');
    expect(run(theme)({ mode: 'auto' })).toBe('System');
    const place = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect([1, 2, 3, 4, 11].map((n) => run(place)({ n }))).toEqual(['1st', '2nd', '3rd', '4th', '11th']);
  });

  it('formats numbers and dates with Intl in the locale', () => {
    expect(run('Show all {count, number}', 'de-DE')({ count: 10000 })).toBe('Show all 10.000');
    const date = new Date(Date.UTC(2026, 11, 7, 12));
    expect(run('Placed {on, date, long}', 'de-DE')({ on: date })).toBe('Placed 7. Dezember 2026');
  });

  it('names what each value must be', () => {
    const intl = new IntlNeeds('en-US');
    const { args } = compileMessage('{name}: {count, plural, other {#}} on {day, date}', intl);
    expect(Object.fromEntries(args)).toEqual({ name: 'text', count: 'number', day: 'date' });
  });

  it('shares one Intl object of a kind across the messages of a module', () => {
    const intl = new IntlNeeds('en-US');
    compileMessage('{a, number}', intl);
    compileMessage('{b, plural, one {#} other {#}}', intl);
    expect([...intl.declarations.keys()].sort()).toEqual(['NumberFormat:{}', 'PluralRules:{}']);
  });

  it('refuses a plural without "other", an unknown format and an unclosed brace, saying why', () => {
    const intl = new IntlNeeds('en-US');
    expect(() => compileMessage('{n, plural, one {#}}', intl)).toThrow('{n} has no "other" case');
    expect(() => compileMessage('{n, money}', intl)).toThrow('unknown format "money"');
    expect(() => compileMessage('Hello {name', intl)).toThrow();
    expect(() => compileMessage('{d, date, sometime}', intl)).toThrow('unknown date style "sometime"');
  });
});
