import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/no-restricted-paths.js';

// Web layers (docs/decisions.md, 'Web layout'): app/ composes; features/<x>/ use components/, lib/,
// config/ and packages/shared but never another feature nor app/; components/, lib/ and config/ import
// no feature and nothing of app/. One zone per feature folder, read from disk, so a new feature is
// covered without editing this file.
const web = 'apps/web/src';
const webFeatures = fs
  .readdirSync(path.join(import.meta.dirname, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in a route (app/), or move the shared piece to components/ or lib/.',
  })),
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/, lib/ and config/ are used by features and the app, and import neither.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature does not import the app (routes, layouts, shell): the app composes features.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { layers },
    rules: { 'layers/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    // packages/shared is used by both sides and imports nothing from the apps.
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@tmc/server*', '@tmc/web*'] }] },
  },
  {
    // One text rule for every string the API takes or gives (issue 10): text() of packages/shared/src/text.ts
    // refuses what PostgreSQL cannot store (a NUL byte), so no field can turn into a database error.
    files: ['packages/shared/src/**/*.ts', 'apps/server/src/modules/**/*.ts', 'apps/server/src/plugins/**/*.ts', `${web}/**/*.{ts,tsx}`],
    ignores: ['packages/shared/src/text.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(string|coerce)$/]",
          message: "Strings start with text() of '@tmc/shared/text' (it refuses NUL bytes), not z.string().",
        },
        {
          selector: "MemberExpression[object.object.name='z'][object.property.name='coerce'][property.name='string']",
          message: "Strings start with text() of '@tmc/shared/text' (it refuses NUL bytes), not z.coerce.string().",
        },
      ],
    },
  },
);
