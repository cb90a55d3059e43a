/**
 * The shop configuration's markets (LUMINA_SHOP_CONFIG, else src/config/shop.ts), checked at build
 * time, and the one a build is for (handed over by scripts/build.mjs). A problem stops the build
 * with the configuration file and the reason, every problem listed.
 */
import path from 'node:path';
import { runnerImport } from 'vite';
import { z } from 'zod';
import type { Market } from '../config/market-types.ts';

export class MarketsError extends Error {
  constructor(file: string, problems: readonly string[]) {
    super(
      `${file}: the markets have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'MarketsError';
  }
}

const cents = z.number().int().nonnegative();
const locale = z.string().refine((value) => {
  try {
    return Intl.getCanonicalLocales(value)[0] === value;
  } catch {
    return false;
  }
}, 'is not a locale tag such as en-US or de-DE');
const currencies = new Set(Intl.supportedValuesOf('currency'));

const marketSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'is lower-case letters, digits and hyphens'),
    pathPrefix: z.union([z.literal(''), z.string().regex(/^\/[a-z0-9-]+$/, "is '' or /name (as /de)")]),
    locale,
    money: z.object({
      currency: z.string().refine((code) => currencies.has(code), 'is not an ISO 4217 currency code'),
      locale,
      freeShippingThresholdCents: cents,
      shippingFeeCents: cents,
      expressShippingCents: cents,
      nextDayShippingCents: cents,
      taxRateBasisPoints: z.number().int().min(0).max(10000),
      taxIncluded: z.boolean(),
    }),
    prices: z
      .object({
        rate: z.number().positive().finite(),
        endsIn: z.number().int().min(0).max(99).optional(),
      })
      .optional(),
  })
  .superRefine((market, ctx) => {
    if (market.money.locale !== market.locale)
      ctx.addIssue({
        code: 'custom',
        path: ['money', 'locale'],
        message: `must be the market's locale, ${market.locale}`,
      });
  });

function where(issuePath: readonly PropertyKey[]): string {
  return issuePath.map(String).join('.');
}

/** The problems of a `markets` export, each naming the market and the field. */
export function marketProblems(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0)
    return ['`markets` must list at least one market (the first is the shop at the root)'];
  const problems: string[] = [];
  value.forEach((entry, index) => {
    const parsed = marketSchema.safeParse(entry);
    const name = `markets[${index}]`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${name}.${where(issue.path)}: ${issue.message}`);
      return;
    }
    const market = parsed.data;
    if (index === 0 && market.pathPrefix !== '')
      problems.push(`${name}.pathPrefix: the first market lives at the root ('')`);
    if (index === 0 && market.prices)
      problems.push(`${name}.prices: the first market's prices are the catalogue's`);
    if (index > 0 && market.pathPrefix === '')
      problems.push(`${name}.pathPrefix: only the first market lives at the root`);
  });
  for (const key of ['id', 'pathPrefix', 'locale'] as const) {
    const seen = new Set<unknown>();
    for (const entry of value as Record<string, unknown>[]) {
      if (seen.has(entry?.[key]))
        problems.push(`markets: two markets have the ${key} ${JSON.stringify(entry[key])}`);
      seen.add(entry?.[key]);
    }
  }
  return problems;
}

/** The configuration's markets, checked; a MarketsError lists every problem. */
export async function loadMarkets(configFile?: string): Promise<Market[]> {
  const config = path.resolve(configFile ?? 'src/config/shop.ts');
  const { module } = await runnerImport<{ markets?: unknown }>(config, {
    configFile: false,
    logLevel: 'error',
  });
  const problems = marketProblems(module.markets);
  if (problems.length > 0) throw new MarketsError(path.relative(process.cwd(), config), problems);
  const markets = module.markets as Market[];
  // A Vendure channel sells in one currency: on Vendure the shop is its first market alone.
  return firstMarketOnly() ? markets.slice(0, 1) : markets;
}

/** Whether this build sells in the first market only (LUMINA_BACKEND=vendure, scripts/backend.mjs). */
export function firstMarketOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LUMINA_BACKEND === 'vendure';
}

/** Languages written right to left: Arabic, Sorani, Dhivehi, Persian, Hebrew, Pashto, Sindhi, Uyghur, Urdu, Yiddish. */
const RIGHT_TO_LEFT = new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** A locale's writing direction, defined into its build (src/config/market.ts, textDirection). */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** What a build's configuration needs of its market: scripts/build.mjs hands it over as JSON. */
export type BuildMarket = Pick<Market, 'id' | 'pathPrefix' | 'prices'>;

/** Set by scripts/market-builds.mjs. */
const BUILD_MARKET = 'LUMINA_MARKET_BUILD';

/**
 * The market of this build, as scripts/build.mjs handed it over; without it (`npm run dev`, a bare
 * `react-router build`), the first market: at the root, in the catalogue's prices. Read without
 * loading the shop configuration, which would start a module runner while the build's own
 * configuration is being read.
 */
export function buildMarket(env = process.env): BuildMarket {
  const handed = env[BUILD_MARKET];
  return handed ? (JSON.parse(handed) as BuildMarket) : { id: '', pathPrefix: '' };
}
