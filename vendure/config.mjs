/**
 * The local Vendure server's configuration: Shop API and Admin API on one port (3100 unless
 * VENDURE_PORT says otherwise), SQLite through sql.js in vendure/.data/ (ignored by git), the test
 * payment method and the shop's shipping rules, a customer closing their own account
 * (close-account-plugin.mjs) and password-reset e-mails written to a folder (reset-mail-plugin.mjs). The catalogue fields Vendure has no column for
 * (brand, the price before a sale, rating, specifications, image descriptions, a category's icon)
 * are custom fields, filled by the demo import (import-demo.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import {
  DefaultJobQueuePlugin,
  DefaultSearchPlugin,
  LanguageCode,
  ShippingCalculator,
  defaultShippingCalculator,
  dummyPaymentHandler,
} from '@vendure/core';
import { CloseAccountPlugin } from './close-account-plugin.mjs';
import { ResetMailPlugin } from './reset-mail-plugin.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const dataDir = process.env.VENDURE_DATA_DIR ?? path.join(here, '.data');
export const port = Number(process.env.VENDURE_PORT ?? 3100);
/** Where the password-reset e-mails are written (reset-mail-plugin.mjs). */
export const mailDir = path.join(dataDir, 'mail');
/** The storefront their links open (`npm start`'s address unless LUMINA_STOREFRONT_URL says another). */
export const storefrontUrl = process.env.LUMINA_STOREFRONT_URL ?? 'http://localhost:3000';
export const superadmin = {
  identifier: process.env.SUPERADMIN_USERNAME ?? 'superadmin',
  password: process.env.SUPERADMIN_PASSWORD ?? 'superadmin',
};

/**
 * Standard delivery: free when the order's subtotal before tax is strictly above the threshold,
 * else the flat fee (docs/shop-rules.md, Money). Shipping carries no tax there.
 */
export const standardShipping = new ShippingCalculator({
  code: 'lumina-standard-shipping',
  description: [{ languageCode: LanguageCode.en, value: 'Free above a subtotal, else a flat fee' }],
  args: {
    fee: { type: 'int', ui: { component: 'currency-form-input' } },
    freeAbove: { type: 'int', ui: { component: 'currency-form-input' } },
  },
  calculate: (_ctx, order, args) => ({
    price: order.subTotal > args.freeAbove ? 0 : args.fee,
    priceIncludesTax: false,
    taxRate: 0,
  }),
});

const text = (name, label) => ({
  name,
  type: 'text',
  nullable: true,
  label: [{ languageCode: LanguageCode.en, value: label }],
});
const int = (name, label) => ({
  name,
  type: 'int',
  nullable: true,
  label: [{ languageCode: LanguageCode.en, value: label }],
});

export function vendureConfig() {
  return {
    apiOptions: {
      port,
      adminApiPath: 'admin-api',
      shopApiPath: 'shop-api',
      // Any storefront origin may call it; the storefront sends the token as a header, not a cookie.
      cors: { origin: true, credentials: false },
    },
    authOptions: {
      tokenMethod: ['bearer'],
      superadminCredentials: superadmin,
      // A new account signs in at once, as in the storefront's own shop.
      requireVerification: false,
      cookieOptions: { secret: process.env.VENDURE_COOKIE_SECRET ?? 'lumina-local-only' },
    },
    dbConnectionOptions: {
      type: 'sqljs',
      location: path.join(dataDir, 'vendure.sqlite'),
      autoSave: true,
      synchronize: true,
      logging: false,
    },
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    shippingOptions: { shippingCalculators: [defaultShippingCalculator, standardShipping] },
    importExportOptions: { importAssetsDir: path.resolve(here, '../catalogue/demo/images') },
    customFields: {
      Product: [
        text('brand', 'Brand'),
        int('originalPrice', 'Price before the sale, in cents'),
        { name: 'rating', type: 'float', nullable: true },
        int('reviewCount', 'Number of reviews'),
        text('specifications', 'Specifications (JSON object of name to value)'),
        text('imageAlts', 'Image descriptions (JSON list, in the order of the assets)'),
      ],
      ProductVariant: [int('originalPrice', 'Price before the sale, in cents')],
      Collection: [text('icon', 'Icon (Laptop, Shirt, Home, Dumbbell, BookOpen, Sparkles)')],
    },
    plugins: [
      AssetServerPlugin.init({ route: 'assets', assetUploadDir: path.join(dataDir, 'assets') }),
      DefaultJobQueuePlugin.init({}),
      DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
      CloseAccountPlugin,
      ResetMailPlugin.init({ mailDir, storefront: storefrontUrl }),
    ],
  };
}
