import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { pages } from 'virtual:lumina-content';
import { staticPaths } from './prerender-paths';

const routesDir = new URL('./routes/', import.meta.url);

/** The content page each route module reads, by the route's file name. */
const routeContent = readdirSync(routesDir)
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .flatMap((file) => {
    const match = /getContentPage\('([a-z-]+)'\)/u.exec(readFileSync(new URL(file, routesDir), 'utf8'));
    return match?.[1] ? [[file.replace(/\.tsx$/u, ''), match[1]] as const] : [];
  });

test('every content page of the route table has its file, named after its address', () => {
  expect(routeContent.length).toBeGreaterThanOrEqual(10);
  for (const [route, name] of routeContent) {
    expect(name, route).toBe(route);
    expect(staticPaths).toContain(`/${name}`);
    expect(existsSync(new URL(`../../content/${name}.md`, import.meta.url)), name).toBe(true);
  }
});

test('every content file is read by a route', () => {
  expect(Object.keys(pages).sort()).toEqual(routeContent.map(([, name]) => name).sort());
});
