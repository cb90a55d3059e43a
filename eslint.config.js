import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = [
  'account',
  'auth',
  'cart',
  'catalogue',
  'checkout',
  'content',
  'newsletter',
  'reviews',
  'search',
  'wishlist',
];

/**
 * A folder that runs at build time in Node and hands the app a virtual module: nothing else in
 * src/ imports it, and it builds on one lower folder only.
 */
function buildTimeZones(folder, virtualModule, buildsOn) {
  const others = ['app', 'features', 'components', 'data', 'lib', 'boot', 'config', 'domain'];
  const buildTime = ['catalogue-source', 'content-source', 'look-source', 'messages-source', 'market-source'];
  return [
    {
      target: `./src/!(${folder})/**/*`,
      from: `./src/${folder}`,
      message: `${folder}/ runs at build time in Node: the app reads it from ${virtualModule}.`,
    },
    {
      target: `./src/${folder}`,
      from: [...others, ...buildTime]
        .filter((name) => name !== buildsOn && name !== folder)
        .map((name) => `./src/${name}`),
      message: `${folder}/ builds on ${buildsOn}/ only.`,
    },
  ];
}

/** The import boundaries of docs/architecture.md ("The dependency rule" lists exactly what these zones enforce). */
const boundaryZones = [
  // Features never import each other.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: wire them together in a route (src/app).',
  })),
  {
    target: './src/!(app|testing)/**/*',
    from: './src/app',
    message: 'Only the app layer (and the test helpers of src/testing) imports from src/app.',
  },
  {
    target: ['./src/components', './src/data', './src/config', './src/lib', './src/boot', './src/domain'],
    from: './src/features',
    message: 'Lower layers never import features.',
  },
  {
    target: './src/domain',
    from: ['./src/components', './src/data', './src/lib', './src/boot', './src/features'],
    message: 'domain/ is the bottom layer: plain rules over plain data.',
  },
  {
    target: './src/components/ui',
    from: ['./src/data', './src/config'],
    message: 'components/ui knows nothing about the shop.',
  },
  {
    target: './src/boot',
    from: ['./src/components', './src/data', './src/config', './src/lib', './src/domain'],
    message:
      'boot/ runs before and at hydration (its capture is an inline script): it builds on React alone.',
  },
  ...buildTimeZones('catalogue-source', 'virtual:lumina-catalogue', 'domain'),
  ...buildTimeZones('content-source', 'virtual:lumina-content', 'domain'),
  ...buildTimeZones('look-source', 'virtual:lumina-look/*', 'config'),
  ...buildTimeZones('messages-source', 'virtual:lumina-messages/*', 'domain'),
  ...buildTimeZones('market-source', 'src/config/market.ts (the build defines its market)', 'config'),
];

const testingZone = {
  target: './src',
  from: './src/testing',
  except: ['./testing'],
  message: 'Source never imports test helpers.',
};

const pureRestrictions = {
  paths: [
    { name: 'react', message: 'Pure folders (domain, model) import no React.' },
    { name: 'react-dom', message: 'Pure folders (domain, model) import no React.' },
    { name: 'react-router', message: 'Pure folders (domain, model) import no router.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'build',
      'build-*',
      '.react-router',
      '.tmp',
      'node_modules',
      'bench/plain-app/build',
      'bench/plain-app/.react-router',
      'coverage',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-default-export': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, testingZone] }] },
  },
  {
    files: ['src/domain/**/*.ts', 'src/features/*/model/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', pureRestrictions] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/testing/**/*'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'vendure/**/*.mjs', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
