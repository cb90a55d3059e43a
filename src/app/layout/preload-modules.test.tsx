import { afterEach, describe, expect, test } from 'vitest';
import { filesToFetch, LINKS_A_TASK, preloadModules } from './page-needs';

/** The modules the document has been asked to preload so far, in order. */
const appended = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const modules = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `/assets/${name}-${index}.js`);

afterEach(() => document.head.replaceChildren());

describe('preloadModules: starting a page’s modules', () => {
  test('fetched ahead, a few a task (no long task on a phone), each module once', async () => {
    const hrefs = modules('ahead', LINKS_A_TASK * 2 + 1);
    void preloadModules([...hrefs, hrefs[0] ?? ''], 'low');
    expect(appended()).toEqual(hrefs.slice(0, LINKS_A_TASK));
    await nextTask();
    expect(appended()).toEqual(hrefs.slice(0, LINKS_A_TASK * 2));
    await nextTask();
    expect(appended()).toEqual(hrefs);
    await nextTask();
    expect(appended()).toEqual(hrefs);
  });

  test('fetched ahead, a module another page started meanwhile is not asked for again', async () => {
    const first = modules('first', LINKS_A_TASK);
    const shared = '/assets/shared-by-two.js';
    void preloadModules([...first, shared], 'low');
    void preloadModules([shared], 'low');
    await nextTask();
    await nextTask();
    expect(appended()).toEqual([...first, shared]);
  });

  test('for a tap, all at once', () => {
    const hrefs = modules('tapped', LINKS_A_TASK * 3);
    void preloadModules(hrefs, 'high');
    expect(appended()).toEqual(hrefs);
  });

  test('fetched ahead, it stops once no longer wanted; a later call starts the rest', async () => {
    const hrefs = modules('left', LINKS_A_TASK * 2);
    let wanted = true;
    void preloadModules(hrefs, 'low', () => wanted);
    wanted = false;
    await nextTask();
    await nextTask();
    expect(appended()).toEqual(hrefs.slice(0, LINKS_A_TASK));
    void preloadModules(hrefs, 'high');
    expect(appended()).toEqual(hrefs);
  });

  test('a page’s cost counts its data and only the modules not asked for yet', () => {
    const needs = { entries: [], clientData: ['/contact.data'], sharedData: ['/_.data'] };
    const [asked, fresh] = [modules('asked', 2), modules('fresh', 3)];
    void preloadModules(asked, 'high');
    expect(filesToFetch({ ...needs, modules: [...asked, ...fresh] })).toBe(5);
    expect(filesToFetch({ ...needs, modules: asked })).toBe(2);
  });
});
