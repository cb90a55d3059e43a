import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { routeAssetsFile } from '../src/app/layout/route-assets';
import { exportedNames, ROUTE_ASSETS, routeAssets } from './route-assets.mjs';

describe('exportedNames: what a route file exports', () => {
  test('functions, constants, destructured constants and export lists; types and local names are not', () => {
    const source = [
      "import type { Route } from './+types/faq';",
      'export function loader() { return 1; }',
      'export const clientLoader = async ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();',
      'export const { meta, handle: shown } = page();',
      'const links = () => [];',
      'function local() {}',
      'export { links as links2, local as default };',
      'export type Data = { a: number };',
      'export interface Props { b: string }',
      'export { type Data as Again };',
      'const element = <p>{1}</p>;',
    ].join('\n');
    expect([...exportedNames(source)].sort()).toEqual([
      'clientLoader',
      'default',
      'links2',
      'loader',
      'meta',
      'shown',
    ]);
  });

  test('a module without a loader says so', () => {
    const names = exportedNames('export default function Cart() { return null; }');
    expect([names.has('loader'), names.has('clientLoader')]).toEqual([false, false]);
  });
});

describe('routeAssets: each route with its module, the chunks it imports and its loaders', () => {
  const root = '/shop';
  const appDirectory = path.join(root, 'src/app');
  const sources = {
    [path.join(appDirectory, 'root.tsx')]: 'export default function Root() {}',
    [path.join(appDirectory, 'routes/faq.tsx')]:
      'export function loader() {}\nexport const clientLoader = () => null;\nexport default function Faq() {}',
    [path.join(appDirectory, 'routes/cart.tsx')]: 'export default function Cart() {}',
    [path.join(appDirectory, 'routes/robots.ts')]: 'export function loader() {}',
  };
  const viteManifest = {
    'src/app/entry.client.tsx': {
      file: 'assets/entry-0.js',
      src: 'src/app/entry.client.tsx',
      isEntry: true,
      imports: ['_react.js'],
    },
    'src/app/root.tsx?client-route': {
      file: 'assets/root-1.js',
      src: 'src/app/root.tsx?client-route',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/root-1.css'],
    },
    'src/app/routes/faq.tsx?client-route': {
      file: 'assets/faq-2.js',
      src: 'src/app/routes/faq.tsx?client-route',
      isEntry: true,
      imports: ['_page.js'],
    },
    'src/app/routes/cart.tsx?client-route': {
      file: 'assets/cart-3.js',
      src: 'src/app/routes/cart.tsx?client-route',
      isEntry: true,
    },
    '_page.js': { file: 'assets/page-4.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-5.js' },
    'src/app/components/menu.tsx': {
      file: 'assets/menu-6.js',
      src: 'src/app/components/menu.tsx',
      isDynamicEntry: true,
    },
  };
  const routes = {
    root: { id: 'root', path: '', file: 'root.tsx' },
    'routes/faq': { id: 'routes/faq', parentId: 'root', path: 'faq', file: 'routes/faq.tsx' },
    'routes/cart': {
      id: 'routes/cart',
      parentId: 'root',
      path: 'cart',
      file: 'routes/cart.tsx',
      caseSensitive: true,
    },
    'routes/robots': { id: 'routes/robots', parentId: 'root', path: 'robots.txt', file: 'routes/robots.ts' },
  };

  test('routes the client build made a module of, their imports and styles followed through, under the public path', () => {
    const list = routeAssets({
      routes,
      viteManifest,
      appDirectory,
      rootDirectory: root,
      publicPath: '/',
      readSource: (file) => sources[file],
    });
    expect(list.entry).toEqual({ module: '/assets/entry-0.js', imports: ['/assets/react-5.js'] });
    expect(list.routes).toEqual({
      root: {
        id: 'root',
        path: '',
        module: '/assets/root-1.js',
        imports: ['/assets/react-5.js'],
        css: ['/assets/root-1.css'],
        hasLoader: false,
        hasClientLoader: false,
      },
      'routes/faq': {
        id: 'routes/faq',
        parentId: 'root',
        path: 'faq',
        module: '/assets/faq-2.js',
        imports: ['/assets/page-4.js', '/assets/react-5.js'],
        hasLoader: true,
        hasClientLoader: true,
      },
      'routes/cart': {
        id: 'routes/cart',
        parentId: 'root',
        path: 'cart',
        caseSensitive: true,
        module: '/assets/cart-3.js',
        imports: [],
        hasLoader: false,
        hasClientLoader: false,
      },
    });
  });
});

test('the build writes the list under the name the app asks for', () => {
  expect(ROUTE_ASSETS).toBe(routeAssetsFile);
});
