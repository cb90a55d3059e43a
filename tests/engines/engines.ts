// The engines the journeys run in, as scripts/test-engines.mjs chose them (ENGINES, comma
// separated: chromium, firefox, webkit), and how each starts a new shopper in an empty profile.
import { inject } from 'vitest';
import { puppeteerDriver } from './puppeteer-shopper';
import { Shopper } from './shopper';
import { startWebKitWebDriver, webkitDriver } from './webdriver-shopper';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Engine {
  name: EngineName;
  /** Starts what the engine needs for a test file (WebKitWebDriver); returns how to stop it. */
  start(): Promise<() => void>;
  /** A shopper in a new browser with an empty profile. */
  shopper(): Promise<Shopper>;
}

/** The served build (serve-build.ts). */
const baseUrl = inject('baseUrl');

function puppeteerEngine(name: 'chromium' | 'firefox', executable: string): Engine {
  return {
    name,
    start: async () => () => undefined,
    shopper: async () => new Shopper(await puppeteerDriver(name, executable, baseUrl)),
  };
}

function webkitEngine(): Engine {
  let server: string | null = null;
  return {
    name: 'webkit',
    async start() {
      const started = await startWebKitWebDriver();
      server = started.url;
      return () => started.process.kill();
    },
    async shopper() {
      if (!server) throw new Error('WebKitWebDriver was not started');
      return new Shopper(await webkitDriver(server, baseUrl));
    },
  };
}

const ALL: Record<EngineName, () => Engine> = {
  chromium: () => puppeteerEngine('chromium', process.env.CHROME_PATH ?? '/usr/bin/chromium'),
  firefox: () => puppeteerEngine('firefox', process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'),
  webkit: webkitEngine,
};

/** The engines named in ENGINES (all three when it is not set). */
export function chosenEngines(): Engine[] {
  const names = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',').filter(Boolean);
  return names.map((name) => {
    if (!(name in ALL)) throw new Error(`ENGINES: unknown engine ${name}`);
    return ALL[name as EngineName]();
  });
}
