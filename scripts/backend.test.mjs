import { mkdtempSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { backendAliases, backendDefine, backendOrigins, buildBackend } from './backend.mjs';
import { apiOrigins, contentSecurityPolicy, writeApiOrigins } from './security-headers.mjs';

test('the local backend is the default and changes nothing in the build', () => {
  expect(buildBackend({})).toBe('local');
  expect(backendAliases({})).toEqual([]);
  expect(backendDefine({})).toEqual({});
  expect(backendOrigins({})).toEqual([]);
});

test('an unknown backend stops the build and names the known ones', () => {
  expect(() => buildBackend({ LUMINA_BACKEND: 'shopify' })).toThrow(
    'LUMINA_BACKEND=shopify is not a backend: use local or vendure',
  );
});

test("vendure: the services resolve to vendure's, the Shop API's origin is the one allowed", () => {
  const env = { LUMINA_BACKEND: 'vendure', VENDURE_SHOP_API: 'https://shop.example:8443/shop-api' };
  const aliases = backendAliases(env);
  expect(aliases.map((a) => a.find.test('@/data/services/order-service'))).toEqual([
    false,
    true,
    false,
    false,
    false,
    false,
  ]);
  expect(aliases[1].find.test('@/data/services/order-service-extra')).toBe(false);
  expect(aliases.map((a) => path.relative(process.cwd(), a.replacement))).toEqual([
    'src/data/services/vendure/auth-service.ts',
    'src/data/services/vendure/order-service.ts',
    'src/data/services/vendure/customer-orders.ts',
    'src/data/services/vendure/delivery-service.ts',
    'src/data/services/vendure/profile-service.ts',
    'src/app/layout/cart-sync.vendure.tsx',
  ]);
  expect(backendDefine(env)).toEqual({ __LUMINA_SHOP_API__: '"https://shop.example:8443/shop-api"' });
  expect(backendOrigins(env)).toEqual(['https://shop.example:8443']);
  expect(backendOrigins({ LUMINA_BACKEND: 'vendure' })).toEqual(['http://127.0.0.1:3100']);
  expect(() => backendOrigins({ LUMINA_BACKEND: 'vendure', VENDURE_SHOP_API: 'ftp://x/shop-api' })).toThrow(
    'must be an http(s) address',
  );
});

test("the page policy's connect-src names the build's API origins and nothing more", () => {
  const client = path.join(mkdtempSync(path.join(os.tmpdir(), 'lumina-api-origins-')), 'client');
  mkdirSync(client);
  expect(apiOrigins(client)).toEqual([]);
  writeApiOrigins(client, ['http://127.0.0.1:3100']);
  expect(apiOrigins(client)).toEqual(['http://127.0.0.1:3100']);
  expect(contentSecurityPolicy([], apiOrigins(client))).toContain(
    "connect-src 'self' http://127.0.0.1:3100;",
  );
  expect(contentSecurityPolicy()).toContain("connect-src 'self';");
  writeApiOrigins(client, ['javascript:alert(1)']);
  expect(() => apiOrigins(client)).toThrow('is not an origin');
});
