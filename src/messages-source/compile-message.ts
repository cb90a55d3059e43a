/**
 * One message of a catalogue (ICU MessageFormat, parsed by @messageformat/parser) compiled to a
 * JavaScript expression: a string literal when it takes no values, else an arrow function over its
 * values. Plurals choose by Intl.PluralRules, numbers and dates format by Intl, in the catalogue's
 * locale. No runtime library: the browser receives only the functions a page uses.
 */
import { parse, type FunctionArg, type Select, type Token } from '@messageformat/parser';

/** What a message's value must be: text, a number (plural, number) or a date. */
export type ArgumentKind = 'text' | 'number' | 'date';

export interface CompiledMessage {
  /** A JavaScript expression: a string literal, or `(v) => ...`. */
  code: string;
  /** The values the message takes, by name. */
  args: ReadonlyMap<string, ArgumentKind>;
}

const DATE_STYLES = new Set(['short', 'medium', 'long', 'full']);
const NUMBER_STYLES = new Set(['integer', 'percent']);

/** Intl objects a module shares (one PluralRules, one NumberFormat...), named by what they are. */
export class IntlNeeds {
  readonly declarations = new Map<string, string>();
  private readonly names = new Map<string, string>();
  constructor(readonly locale: string) {}

  use(
    kind: 'PluralRules' | 'NumberFormat' | 'DateTimeFormat',
    options?: Record<string, string | number>,
  ): string {
    const key = `${kind}:${JSON.stringify(options ?? {})}`;
    const existing = this.names.get(key);
    if (existing) return existing;
    const name = `$${this.declarations.size}`;
    this.names.set(key, name);
    const args = [JSON.stringify(this.locale), ...(options ? [JSON.stringify(options)] : [])].join(', ');
    this.declarations.set(key, `const ${name} = /*#__PURE__*/ new Intl.${kind}(${args});`);
    return name;
  }
}

function argumentKind(args: Map<string, ArgumentKind>, name: string, kind: ArgumentKind): void {
  const before = args.get(name);
  if (before && before !== 'text' && kind !== 'text' && before !== kind) {
    throw new Error(`{${name}} is used both as a ${before} and as a ${kind}`);
  }
  if (!before || before === 'text') args.set(name, kind);
}

function value(name: string): string {
  return /^[A-Za-z_$][\w$]*$/u.test(name) ? `v.${name}` : `v[${JSON.stringify(name)}]`;
}

/** Text as it stands inside a template literal. */
function templateText(text: string): string {
  return text.replace(/[`\\]|\$\{/gu, (match) => `\\${match}`);
}

function functionCall(token: FunctionArg, intl: IntlNeeds): string {
  const style = (token.param ?? [])
    .map((part) => (part.type === 'content' ? part.value : ''))
    .join('')
    .trim();
  if (token.key === 'number') {
    if (style && !NUMBER_STYLES.has(style)) throw new Error(`unknown number style "${style}"`);
    const options: Record<string, string | number> | undefined =
      style === 'percent'
        ? { style: 'percent' }
        : style === 'integer'
          ? { maximumFractionDigits: 0 }
          : undefined;
    return `${intl.use('NumberFormat', options)}.format(${value(token.arg)})`;
  }
  if (token.key === 'date') {
    const dateStyle = style || 'medium';
    if (!DATE_STYLES.has(dateStyle)) throw new Error(`unknown date style "${style}"`);
    return `${intl.use('DateTimeFormat', { dateStyle })}.format(${value(token.arg)})`;
  }
  throw new Error(`unknown format "${token.key}" (number and date are known)`);
}

function compileTokens(
  tokens: Token[],
  intl: IntlNeeds,
  args: Map<string, ArgumentKind>,
  pluralArg: string | null,
): string[] {
  return tokens.map((token) => {
    switch (token.type) {
      case 'content':
        return templateText(token.value);
      case 'argument':
        argumentKind(args, token.arg, 'text');
        return `\${${value(token.arg)}}`;
      case 'octothorpe':
        if (!pluralArg) throw new Error('# stands outside a plural');
        return `\${${intl.use('NumberFormat')}.format(${value(pluralArg)})}`;
      case 'function':
        argumentKind(args, token.arg, token.key === 'date' ? 'date' : 'number');
        return `\${${functionCall(token, intl)}}`;
      case 'plural':
      case 'selectordinal':
      case 'select':
        return `\${${choice(token, intl, args, pluralArg)}}`;
    }
    throw new Error(`unknown part of a message`);
  });
}

function choice(
  token: Select,
  intl: IntlNeeds,
  args: Map<string, ArgumentKind>,
  pluralArg: string | null,
): string {
  const isPlural = token.type !== 'select';
  argumentKind(args, token.arg, isPlural ? 'number' : 'text');
  if (!token.cases.some((c) => c.key === 'other')) throw new Error(`{${token.arg}} has no "other" case`);
  const inner = (tokens: Token[]) =>
    join(compileTokens(tokens, intl, args, isPlural ? token.arg : pluralArg));
  const cases = token.cases
    .filter((c) => c.key !== 'other')
    .map((c) => {
      const exact = c.key.startsWith('=');
      const test = exact
        ? `${value(token.arg)} === ${Number(c.key.slice(1))}`
        : isPlural
          ? `${pluralSelect(token, intl)} === ${JSON.stringify(c.key)}`
          : `${value(token.arg)} === ${JSON.stringify(c.key)}`;
      return `${test} ? ${inner(c.tokens)} : `;
    });
  const other = token.cases.find((c) => c.key === 'other');
  return `(${cases.join('')}${inner(other?.tokens ?? [])})`;
}

function pluralSelect(token: Select, intl: IntlNeeds): string {
  const rules = intl.use('PluralRules', token.type === 'selectordinal' ? { type: 'ordinal' } : undefined);
  return `${rules}.select(${value(token.arg)})`;
}

/** The pieces of a template literal, joined into one. */
function join(parts: string[]): string {
  return `\`${parts.join('')}\``;
}

/** Compiles one message; throws with the reason when it is not a valid message. */
export function compileMessage(source: string, intl: IntlNeeds): CompiledMessage {
  const tokens = parse(source, { strict: false });
  const args = new Map<string, ArgumentKind>();
  const body = join(compileTokens(tokens, intl, args, null));
  if (args.size === 0)
    return { code: JSON.stringify(tokens.map((t) => ('value' in t ? t.value : '')).join('')), args };
  return { code: `(v) => ${body}`, args };
}
