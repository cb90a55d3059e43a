// Which backend the shop's services talk to, chosen at build time (LUMINA_BACKEND): `local` (the
// default: simulated sign-in and checkout, nothing leaves the browser) or `vendure` (a Vendure
// server's Shop API, VENDURE_SHOP_API). Each service module in src/data/services/ has the local
// implementation; a backend's folder beside them (src/data/services/vendure/) holds its own, and
// the build resolves the service's import to it. Nothing else in src/ knows which one it is.
import path from 'node:path';

export const backends = ['local', 'vendure'];
export const defaultShopApi = 'http://127.0.0.1:3100/shop-api';
const root = path.resolve(import.meta.dirname, '..');

/** The build's backend; an unknown name stops the build and says which are known. */
export function buildBackend(env = process.env) {
  const name = env.LUMINA_BACKEND || 'local';
  if (!backends.includes(name))
    throw new Error(`LUMINA_BACKEND=${name} is not a backend: use ${backends.join(' or ')}`);
  return name;
}

/** The Shop API the vendure build calls (VENDURE_SHOP_API, default the local server's). */
export function shopApiUrl(env = process.env) {
  const url = new URL(env.VENDURE_SHOP_API || defaultShopApi);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`VENDURE_SHOP_API=${url.href} must be an http(s) address`);
  return url.href;
}

/**
 * The modules a backend replaces, as Vite aliases ([] for the local one): the services, by their
 * namesakes in its folder, and the app's cart sync, by `cart-sync.<backend>.tsx` beside it.
 */
export function backendAliases(env = process.env) {
  const backend = buildBackend(env);
  if (backend === 'local') return [];
  const services = [
    'auth-service',
    'order-service',
    'customer-orders',
    'delivery-service',
    'profile-service',
  ].map((service) => ({
    find: new RegExp(`^@/data/services/${service}$`),
    replacement: path.join(root, 'src', 'data', 'services', backend, `${service}.ts`),
  }));
  const cartSync = {
    find: /^@\/app\/layout\/cart-sync$/,
    replacement: path.join(root, 'src', 'app', 'layout', `cart-sync.${backend}.tsx`),
  };
  return [...services, cartSync];
}

/** The values a backend's code reads (none for the local one). */
export function backendDefine(env = process.env) {
  return buildBackend(env) === 'vendure' ? { __LUMINA_SHOP_API__: JSON.stringify(shopApiUrl(env)) } : {};
}

/** The origins the shop's pages fetch from besides their own: the Content Security Policy's connect-src. */
export function backendOrigins(env = process.env) {
  return buildBackend(env) === 'vendure' ? [new URL(shopApiUrl(env)).origin] : [];
}
