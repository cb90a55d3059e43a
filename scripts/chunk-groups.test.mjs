import { expect, test } from 'vitest';
import {
  codeSplitting,
  contentModule,
  proseModule,
  entryChunksMayExportMore,
  formModule,
  frameworkModule,
  loadedByEveryPage,
  shellChunkName,
} from './chunk-groups.mjs';

const app = '/shop/src/app';
const root = `${app}/root.tsx?__react-router-build-client-route`;
const layout = `${app}/routes/shop-layout.tsx?__react-router-build-client-route`;
const search = `${app}/routes/search.tsx?__react-router-build-client-route`;
const entry = '/shop/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx';

/** A module graph given as module -> its static importers, with Rolldown's context shape. */
function graph(importers) {
  const calls = [];
  const context = {
    getModuleInfo(id) {
      if (this !== context) throw new Error('called without its context');
      calls.push(id);
      return id in importers ? { importers: importers[id] } : null;
    },
  };
  return { context, calls };
}

test('the shop layout, the root and whatever they import statically, however deep, are the shell', () => {
  const { context } = graph({
    [`${app}/layout/site-header.tsx`]: [layout],
    '/shop/src/lib/cn.ts': ['/shop/src/components/ui/button.tsx'],
    '/shop/src/components/ui/button.tsx': [`${app}/layout/site-header.tsx`, search],
    '/shop/src/features/cart/cart-provider.tsx': [root],
    '/shop/src/lib/storage.ts': [entry],
  });
  const name = shellChunkName();
  expect(name(`${app}/layout/site-header.tsx`, context)).toBe('shell');
  expect(name('/shop/src/lib/cn.ts', context)).toBe('shell');
  expect(name('/shop/src/features/cart/cart-provider.tsx', context)).toBe('shell');
  expect(name('/shop/src/lib/storage.ts', context)).toBe('shell');
});

test("a route's own modules, the modules routes share and lazy modules stay out of the shell", () => {
  const { context } = graph({
    '/shop/src/features/search/components/search-page.tsx': [search],
    '/shop/src/components/product-card.tsx': ['/shop/src/features/search/components/search-page.tsx'],
    // Imported with import() by the header: no static importer.
    '/shop/src/app/layout/mobile-menu.tsx': [],
  });
  const name = shellChunkName();
  expect(name('/shop/src/components/product-card.tsx', context)).toBeNull();
  expect(name('/shop/src/features/search/components/search-page.tsx', context)).toBeNull();
  expect(name('/shop/src/app/layout/mobile-menu.tsx', context)).toBeNull();
});

test("the modules every page route imports join the shell, though the shell's entries do not import them", () => {
  const { context } = graph({
    '/shop/src/app/seo.ts': ['/shop/src/app/page-route.ts', search],
    '/shop/src/app/page-route.ts': [search],
    '/shop/src/app/route-only.ts': [search],
  });
  const name = shellChunkName();
  expect(name('/shop/src/app/seo.ts', context)).toBe('shell');
  expect(name('/shop/src/app/page-route.ts', context)).toBe('shell');
  expect(name('/shop/src/app/route-only.ts', context)).toBeNull();
});

test('the entries themselves, dependencies and virtual modules are never put in the shell', () => {
  const { context, calls } = graph({});
  const name = shellChunkName();
  for (const id of [
    root,
    layout,
    `${app}/root.tsx`,
    entry,
    '/shop/node_modules/clsx/dist/clsx.mjs',
    '\0rolldown/runtime.js',
  ]) {
    expect(name(id, context)).toBeNull();
  }
  expect(calls).toEqual([]);
});

test('an import cycle away from the shell ends the walk, and what it visited is remembered', () => {
  const a = '/shop/src/a.ts';
  const b = '/shop/src/b.ts';
  const { context, calls } = graph({ [a]: [b], [b]: [a, search] });
  const name = shellChunkName();
  expect(name(a, context)).toBeNull();
  const walked = calls.length;
  expect(name(b, context)).toBeNull();
  expect(calls.length).toBe(walked);
});

test('a cycle that reaches the shell through any member puts the module in the shell', () => {
  const a = '/shop/src/a.ts';
  const b = '/shop/src/b.ts';
  const { context } = graph({ [a]: [b], [b]: [a, layout] });
  expect(shellChunkName()(a, context)).toBe('shell');
});

test('React, React DOM, React Router and the scheduler are the framework group; other packages are not', () => {
  for (const id of [
    '/shop/node_modules/react/cjs/react.production.js',
    '/shop/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/shop/node_modules/react-router/dist/production/index.mjs',
    'C:\\shop\\node_modules\\scheduler\\index.js',
  ]) {
    expect(frameworkModule.test(id)).toBe(true);
  }
  for (const id of [
    '/shop/node_modules/react-remove-scroll/dist/es2015/index.js',
    '/shop/node_modules/radix-ui/dist/index.mjs',
    '/shop/src/lib/react-helpers.ts',
  ]) {
    expect(frameworkModule.test(id)).toBe(false);
  }
});

test('the form kit is one group: the form library, its fields, the submit lock and its spinner', () => {
  for (const id of [
    '/shop/node_modules/react-hook-form/dist/index.esm.mjs',
    '/shop/node_modules/lucide-react/dist/esm/icons/loader-circle.mjs',
    '/shop/src/components/ui/field.tsx',
    '/shop/src/components/ui/textarea.tsx',
    '/shop/src/components/email-field.tsx',
    '/shop/src/components/busy-button.tsx',
    '/shop/src/components/form-error.tsx',
    '/shop/src/lib/use-submit-lock.ts',
    'C:\\shop\\src\\lib\\lazy-zod-resolver.ts',
    '/shop/src/data/services/message-service.ts',
  ]) {
    expect(formModule.test(id)).toBe(true);
  }
  // The label and the input are the FAQ's and the lists' too; icons other than the spinner are not forms.
  for (const id of [
    '/shop/src/components/ui/label.tsx',
    '/shop/src/components/ui/input.tsx',
    '/shop/node_modules/lucide-react/dist/esm/icons/mail.mjs',
    '/shop/src/components/email-field.test.tsx',
    '/shop/src/features/content/components/message-form.tsx',
  ]) {
    expect(formModule.test(id)).toBe(false);
  }
});

test("the help pages' shared pieces are one group, without the message form or the delivery figures", () => {
  for (const id of [
    '/shop/src/features/content/components/info-block.tsx',
    '/shop/src/features/content/components/text-link-class.ts',
    '/shop/src/features/content/model/contact-subject.ts',
    'C:\\shop\\src\\features\\content\\model\\faq-filter.ts',
  ]) {
    expect(contentModule.test(id)).toBe(true);
  }
  for (const id of [
    '/shop/src/features/content/components/message-form.tsx',
    '/shop/src/features/content/components/required-note.tsx',
    '/shop/src/features/content/components/content-icon.tsx',
    '/shop/src/features/content/components/feature-grid.tsx',
    '/shop/src/features/content/use-send-message.ts',
    '/shop/src/features/content/message-toasts.ts',
    '/shop/src/features/catalogue/components/info-block.tsx',
  ]) {
    expect(contentModule.test(id)).toBe(false);
  }
});

test("the FAQ's share of the help pages is a group of its own, apart from the rest", () => {
  for (const id of [
    '/shop/src/features/content/components/markdown.tsx',
    '/shop/src/features/content/components/in-page-link.tsx',
    '/shop/src/features/content/components/action-links.tsx',
    'C:\\shop\\src\\features\\content\\components\\closing-callout.tsx',
    '/shop/src/features/content/model/section-of.ts',
  ]) {
    expect([proseModule.test(id), contentModule.test(id)]).toEqual([true, false]);
  }
  for (const id of [
    '/shop/src/features/content/components/legal-page.tsx',
    '/shop/src/features/content/components/content-section.tsx',
    '/shop/src/features/content/components/markdown.test.tsx',
  ]) {
    expect(proseModule.test(id)).toBe(false);
  }
});

test('the groups in order: framework, shell, then the three families, which take only what they name', () => {
  const groups = codeSplitting().groups;
  expect(groups.map((group) => group.priority ?? 0)).toEqual([2, 1, 0, 0, 0]);
  expect(groups.slice(2).map((group) => [group.name, group.includeDependenciesRecursively])).toEqual([
    ['forms', false],
    ['prose', false],
    ['content', false],
  ]);
  expect(groups[4].minShareCount).toBe(2);
  // Rolldown refuses such groups unless an entry's chunk may export more than the entry.
  expect(entryChunksMayExportMore().configEnvironment()).toEqual({
    build: { rollupOptions: { preserveEntrySignatures: 'allow-extension' } },
  });
});

test("the chunks every page loads are left out of the preload helper's lists; a part's own are not", () => {
  for (const file of [
    'assets/react-BuSGbh6o.js',
    'assets/shell-BXuz22wi.js',
    'assets/rolldown-runtime-WkwZ5CU-.js',
  ]) {
    expect(loadedByEveryPage(file)).toBe(true);
  }
  for (const file of [
    'assets/mobile-menu-C95WjgvV.js',
    'assets/react-remove-scroll-AbCdEf12.js',
    'assets/use-shell-state-AbCdEf12.js',
    'assets/shell-BXuz22wi.css',
  ]) {
    expect(loadedByEveryPage(file)).toBe(false);
  }
});
