// The shared command line (scripts/cli.mjs), and every `node scripts/...` command of package.json
// answering --help and an unknown flag as a tool does: neither may build, serve or open a browser.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { command, integerEnv, usage } from './cli.mjs';

const spec = {
  name: 'npm run demo',
  summary: 'Does the demo.',
  options: {
    count: { type: 'string', value: 'N', integer: { min: 1, max: 10 }, default: 2, help: 'how many' },
    out: { type: 'string', value: 'DIR', help: 'where' },
    dir: { type: 'string', value: 'DIR', folder: true, help: 'an existing folder' },
    mode: { type: 'string', choices: ['a', 'b'], help: 'which' },
    quiet: { type: 'boolean', short: 'q', help: 'say less' },
  },
  env: { DEMO_RUNS: 'runs (default 3)' },
};

/** Runs `command` on args as a script would: what it returned, or how it exited and what it printed. */
function run(args, commandSpec = spec) {
  const printed = { stdout: '', stderr: [] };
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => (printed.stdout += text));
  vi.spyOn(console, 'error').mockImplementation((line) => printed.stderr.push(line));
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw Object.assign(new Error('exit'), { code });
  });
  try {
    return { result: command(commandSpec, args), ...printed };
  } catch (error) {
    if (error.message !== 'exit') throw error;
    return { exit: error.code, ...printed };
  }
}

afterEach(() => vi.restoreAllMocks());

describe('command', () => {
  test('returns the checked values, integers as numbers and defaults filled in', () => {
    const { result } = run(['--count', '7', '--out', 'x', '-q', '--dir', 'scripts', '--mode', 'b']);
    expect(result.values).toEqual({ count: 7, out: 'x', dir: 'scripts', mode: 'b', quiet: true });
    expect(run([]).result.values).toEqual({ count: 2 });
  });

  test('--help and -h print the usage and exit 0, even beside an unknown flag', () => {
    for (const args of [['--help'], ['-h'], ['--nope', '--help']]) {
      const { exit, stdout, stderr } = run(args);
      expect(exit).toBe(0);
      expect(stdout).toBe(usage(spec));
      expect(stderr).toEqual([]);
    }
  });

  test('the usage: a usage line, the summary, every flag and environment variable', () => {
    const text = usage(spec);
    expect(text.split('\n').slice(0, 2)).toEqual(['Usage: npm run demo -- [options]', 'Does the demo.']);
    expect(text).toMatch(/--count N +how many \(default 2\)/);
    expect(text).toMatch(/-q, --quiet +say less/);
    expect(text).toMatch(/-h, --help +print this help and exit/);
    expect(text).toMatch(/DEMO_RUNS +runs \(default 3\)/);
  });

  test.each([
    [['--no-such-flag'], 'unknown option --no-such-flag'],
    [['-z'], 'unknown option -z'],
    [['--count', 'many'], '--count must be a whole number from 1 to 10, not "many"'],
    [['--count', '11'], '--count must be a whole number from 1 to 10, not "11"'],
    [['--count', '2.5'], '--count must be a whole number from 1 to 10, not "2.5"'],
    [['--out'], "option '--out <value>' argument missing"],
    [['--quiet=yes'], "option '-q, --quiet' does not take an argument"],
    [['--dir', 'no/such/folder'], '--dir: no folder no/such/folder'],
    [['--mode', 'c'], '--mode must be one of a, b, not "c"'],
    [['stray'], 'unexpected argument stray'],
  ])('%j: one line naming the problem and --help, exit 2', (args, problem) => {
    const { exit, stdout, stderr } = run(args);
    expect(exit).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toEqual([`npm run demo: ${problem} (see npm run demo -- --help)`]);
  });

  test('a required option, and positional arguments where the command takes them', () => {
    const options = { out: { type: 'string', value: 'DIR', required: true } };
    expect(run([], { ...spec, options }).stderr).toEqual([
      'npm run demo: --out DIR is required (see npm run demo -- --help)',
    ]);
    expect(run(['nginx'], { ...spec, args: 'nginx|caddy' }).result.positionals).toEqual(['nginx']);
  });

  test('passing on: known flags of either tool and everything else go on unchanged', () => {
    const options = vi.fn(() => ({ grep: { type: 'string', short: 'g' }, x: { type: 'boolean' } }));
    const passing = { ...spec, options: {}, passOn: { to: 'Tool', options } };
    expect(run(['a.spec.ts'], passing).result.rest).toEqual(['a.spec.ts']);
    expect(options).not.toHaveBeenCalled();
    const args = ['a.spec.ts', '-g', '-looks-like-a-flag', '--grep=b', '-x', '--', '--anything'];
    expect(run(args, passing).result.rest).toEqual(args);
    expect(run(['--nope'], passing).stderr).toEqual([
      "npm run demo: unknown option --nope, neither this command's nor Tool's (see npm run demo -- --help)",
    ]);
    expect(run(['--help'], passing).stdout).toContain('Any other argument is passed on to Tool.');
  });

  test('integerEnv: the variable as a number, its fallback when unset, a usage error when bad', () => {
    vi.stubEnv('DEMO_PORT', '8080');
    expect(integerEnv(spec, 'DEMO_PORT', 3000)).toBe(8080);
    vi.stubEnv('DEMO_PORT', '');
    expect(integerEnv(spec, 'DEMO_PORT', 3000)).toBe(3000);
    vi.stubEnv('DEMO_PORT', 'abc');
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => integerEnv(spec, 'DEMO_PORT', 3000, { min: 0, max: 65535 })).toThrow('exit');
    expect(exit).toHaveBeenCalledWith(2);
    vi.unstubAllEnvs();
  });
});

/** Each package.json command that runs a script of ours: its name and `node` arguments. */
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
const commands = Object.entries(scripts).flatMap(([name, line]) => {
  const ours = /node (scripts\/\S+\.mjs)((?: [^&|;]+)?)$/.exec(line);
  return ours ? [{ name, args: [ours[1], ...ours[2].trim().split(/\s+/).filter(Boolean)] }] : [];
});
// A command whose script never reads its own arguments would break the flag check below: so
// the whole list is named here, and a new `node scripts/...` command has to be added to it.
const EXPECTED = [
  ...['build', 'start', 'serve', 'serve:nginx', 'serve:caddy', 'test', 'test:e2e', 'test:engines'],
  ...['test:budgets', 'test:brand', 'bench', 'bench:domain', 'catalogue:generate', 'test:catalogue'],
  ...['test:photos', 'stress', 'screenshots', 'catalogue:import', 'messages:types'],
  ...['vendure', 'test:vendure'],
];

const execFileAsync = promisify(execFile);
// Should a command start its work after all, it finds no npm, npx, apt-get or build to work with.
const NO_TOOLS = {
  ...process.env,
  PATH: '/nonexistent-lumina-tools',
  LUMINA_BUILD_DIR: 'no-build',
};

/** Runs node with args; exit code and output, whatever the code. A run that does work times out. */
async function node(args) {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, args, {
      env: NO_TOOLS,
      timeout: 15_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr, killed: error.killed };
  }
}

describe('every command', () => {
  test('package.json runs each of them through a script of ours', () => {
    expect(commands.map((c) => c.name).sort()).toEqual([...EXPECTED].sort());
  });

  test.concurrent.for(commands)('$name --help: its usage on stdout, exit 0', async ({ args }, { expect }) => {
    const { code, stdout, stderr } = await node([...args, '--help']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^Usage: \S+.*\n\S.*\n/);
    const reads = readFileSync(args[0], 'utf8').matchAll(/process\.env\.([A-Z0-9_]+)/g);
    for (const [, variable] of reads) expect(stdout).toContain(`  ${variable} `);
  });

  test.concurrent.for(commands)(
    '$name --no-such-flag: one line on stderr, exit 2',
    async ({ args }, { expect }) => {
      const { code, stdout, stderr } = await node([...args, '--no-such-flag']);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trimEnd().split('\n')).toEqual([expect.stringContaining('--no-such-flag')]);
      expect(stderr).not.toMatch(/^ {4}at /m);
    },
  );
});
