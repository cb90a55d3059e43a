import { useEffect, useState } from 'react';
import { marketUrl } from '@/config/market';

/**
 * A route of the build's route-asset list (`route-assets.json`, written by scripts/route-assets.mjs
 * from React Router's route table and Vite's build manifest): where it sits in the route tree, its
 * module, the chunks that imports, and whether it has a loader and a client loader.
 */
export interface RouteAsset {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports: string[];
  css?: string[];
  hasLoader: boolean;
  hasClientLoader: boolean;
}

export interface RouteAssets {
  /** The client's entry module, which every page loads, and what it imports. */
  entry?: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, RouteAsset | undefined>;
}

/** The list's file beside a market's pages (scripts/route-assets.mjs writes it; a test holds the two together). */
export const routeAssetsFile = 'route-assets.json';

let asked: Promise<RouteAssets | null> | undefined;

/**
 * Whether `list` is the one of the build this page comes from: the page preloads its root route's
 * module. After a deploy, a page still open would otherwise fetch and run the new build's modules.
 */
function ofThisBuild(list: RouteAssets): boolean {
  const root = list.routes.root?.module;
  if (!root) return false;
  const href = new URL(root, location.href).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
    (link) => link.href === href,
  );
}

/**
 * The build's route-asset list, asked for once a visit, or null where there is none or it is
 * another build's (the dev server, which builds nothing ahead; a failed request; a deploy since
 * the page loaded): the prefetcher then leaves moves to the router, which loads what a page needs
 * on the tap.
 */
export function loadRouteAssets(): Promise<RouteAssets | null> {
  asked ??= fetch(marketUrl(`/${routeAssetsFile}`))
    .then((response) => (response.ok ? (response.json() as Promise<RouteAssets>) : null))
    .then((list) => (list && typeof list.routes === 'object' && ofThisBuild(list) ? list : null))
    .catch(() => null);
  return asked;
}

/** The route-asset list once it is in: null until then, and where there is none. */
export function useRouteAssets(): RouteAssets | null {
  const [assets, setAssets] = useState<RouteAssets | null>(null);
  useEffect(() => {
    let live = true;
    void loadRouteAssets().then((list) => live && setAssets(list));
    return () => {
      live = false;
    };
  }, []);
  return assets;
}
