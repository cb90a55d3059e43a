// The command line of every `npm run` command in package.json (checked by scripts/cli.test.mjs):
// `--help` or `-h` prints the command's usage and exits 0 before any work; an unknown flag or a
// bad value prints one line on stderr naming it and pointing to --help, and exits 2. Parsing is
// Node's util.parseArgs. A command calls `command(spec)` first, before it imports anything heavy.
//
// spec: {
//   name: 'npm run bench',                  how a shop owner runs it
//   summary: 'Builds the demo twice ...',   one line: what it does
//   args: 'nginx|caddy',                    positional arguments, if it takes any
//   options: { runs: { type: 'string', value: 'N', integer: { min: 1 }, default: 20, help: '...' } },
//     type 'string' or 'boolean' (util.parseArgs), and optionally short, value (its placeholder),
//     integer ({ min, max }: the value is returned as a number), folder (must be an existing
//     folder), choices, required, default
//   env: { PORT: 'port to listen on (default 3000)' },   the environment variables it reads
//   passOn: { to: 'Playwright', list: ' (...)', options: () => ({ ... }) }   for a command that
//     passes its arguments on: the receiving tool's flags (util.parseArgs options), loaded only
//     when a flag is given; every argument is then returned in `rest`, unchanged
// }
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** The usage text: a usage line, the summary, then the flags and environment variables. */
export function usage(spec) {
  const options = {
    ...spec.options,
    help: { type: 'boolean', short: 'h', help: 'print this help and exit' },
  };
  const flags = Object.entries(options).map(([name, o]) => [
    `${o.short ? `-${o.short}, ` : ''}--${name}${o.type === 'string' ? ` ${o.value ?? 'VALUE'}` : ''}`,
    `${o.help ?? ''}${o.required ? ' (required)' : ''}${o.default === undefined ? '' : ` (default ${o.default})`}`,
  ]);
  const args = [spec.args, spec.passOn ? `[${spec.passOn.to} arguments]` : '[options]'].filter(Boolean);
  return [
    `Usage: ${withArguments(spec)} ${args.join(' ')}`,
    spec.summary,
    '',
    'Options:',
    ...table(flags),
    ...(spec.passOn
      ? [`  Any other argument is passed on to ${spec.passOn.to}${spec.passOn.list ?? ''}.`]
      : []),
    ...(spec.env && Object.keys(spec.env).length > 0
      ? ['', 'Environment:', ...table(Object.entries(spec.env))]
      : []),
    '',
  ].join('\n');
}

/** The command as it is given arguments: `npm run x --`, or the node command itself. */
function withArguments(spec) {
  return spec.name.startsWith('npm ') ? `${spec.name} --` : spec.name;
}

function table(rows) {
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  return rows.map(([left, right]) => `  ${left.padEnd(width)}${right}`.trimEnd());
}

/** Prints `message` as the command's one line on stderr and exits with `code` (2: a usage error). */
export function fail(spec, message, code = 2) {
  const hint = code === 2 ? ` (see ${withArguments(spec)} --help)` : '';
  console.error(`${spec.name}: ${message}${hint}`);
  process.exit(code);
}

/** util.parseArgs's first line, as this module's: "unknown option --x", "option '--out <value>' ...". */
function described(error) {
  const quoted = /'([^']*)'/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${quoted}`;
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${quoted}`;
  const line = error.message.split('\n')[0].replace(/\.$/, '');
  return line.charAt(0).toLowerCase() + line.slice(1);
}

/** `value` as a whole number from min to max; a usage error naming `label` otherwise. */
function integer(spec, label, value, { min = -Infinity, max = Infinity }) {
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || number < min || number > max) {
    const range = max === Infinity ? `at least ${min}` : `from ${min} to ${max}`;
    fail(spec, `${label} must be a whole number ${range}, not "${value}"`);
  }
  return number;
}

/** The environment variable `name` as a whole number (`fallback` when unset), checked as a flag is. */
export function integerEnv(spec, name, fallback, range = {}) {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : integer(spec, name, value, range);
}

/** Checks one option's value against its spec; returns it as the command uses it. */
function checked(spec, name, option, value) {
  if (value === undefined && option.required) fail(spec, `--${name} ${option.value ?? 'VALUE'} is required`);
  if (value === undefined) return option.default;
  if (option.integer) return integer(spec, `--${name}`, value, option.integer);
  if (option.choices && !option.choices.includes(value))
    fail(spec, `--${name} must be one of ${option.choices.join(', ')}, not "${value}"`);
  if (option.folder && !statSync(value, { throwIfNoEntry: false })?.isDirectory())
    fail(spec, `--${name}: no folder ${value}`);
  return value;
}

/** parseArgs's own fields of an option (its type, short, multiple). */
function parseOptions(options = {}) {
  return Object.fromEntries(
    Object.entries(options).map(([name, { type, short, multiple }]) => [
      name,
      Object.fromEntries(Object.entries({ type, short, multiple }).filter(([, set]) => set !== undefined)),
    ]),
  );
}

/** Whether the arguments ask for help (before a `--`, after which everything is passed on as is). */
function asksForHelp(args) {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/** Flags no known option matches, when the arguments are passed on to another tool. */
function unknownPassedOn(spec, args) {
  if (!args.some((arg) => arg.startsWith('-') && arg !== '--')) return [];
  const options = parseOptions({ ...spec.options, ...spec.passOn.options() });
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  return tokens
    .filter((token) => token.kind === 'option')
    .filter((token) => !(token.name in options))
    .map((token) => token.rawName);
}

/**
 * The command's arguments (process.argv after the script): `{ values, positionals, rest }`, each
 * value checked and defaulted. Exits 0 after printing the usage on --help, 2 on a usage error.
 */
export function command(spec, args = process.argv.slice(2)) {
  if (asksForHelp(args)) {
    process.stdout.write(usage(spec));
    process.exit(0);
  }
  if (spec.passOn) {
    const [unknown] = unknownPassedOn(spec, args);
    if (unknown) fail(spec, `unknown option ${unknown}, neither this command's nor ${spec.passOn.to}'s`);
    return { values: {}, positionals: [], rest: args };
  }
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: parseOptions(spec.options),
      strict: true,
      allowPositionals: Boolean(spec.args),
    });
  } catch (error) {
    if (!String(error.code).startsWith('ERR_PARSE_ARGS_')) throw error;
    fail(spec, described(error));
  }
  const values = Object.fromEntries(
    Object.entries(spec.options ?? {}).map(([name, option]) => [
      name,
      checked(spec, name, option, parsed.values[name]),
    ]),
  );
  return { values, positionals: parsed.positionals, rest: [] };
}
