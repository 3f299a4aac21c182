import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { theme, themeCssVariablesResolver } from './src/lib/theme.ts';
import { precompress } from './precompress-plugin.ts';
import { splitTexts } from './texts-plugin.ts';

// The config is run from the repository root as well (`vite build --config apps/web/vite.config.ts`),
// so the root is pinned to this folder.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const apiTarget = 'http://127.0.0.1:3000';

// Long-lived vendor chunks: they change far less often than the app code, so browsers keep them cached.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  // zod's modules always load together; one chunk spares the first load the names of its small pieces.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

/**
 * packages/shared builds its zod schemas when a module loads (`export const xSchema = z.object(...)`).
 * The first page uses plain helpers of those modules (sellerStatusColour, formatPhoneMask, isSellerCode,
 * GENERIC_ERROR_MESSAGES) but no schema, yet the bundler keeps every schema call, and with them all of
 * zod (about 24 KB gzip), because it cannot know a call has no side effects. Building a schema has none,
 * so each top-level `const x = <call involving z. or a *Schema>` of shared code is wrapped in a pure
 * IIFE: an unused schema drops out, and zod with it where no schema is used; used ones are unchanged.
 */
interface SourceNode {
  type: string;
  start: number;
  end: number;
  declaration?: SourceNode | null;
  declarations?: { init?: SourceNode | null }[];
}

const SCHEMA_INIT_TYPES = new Set(['CallExpression', 'TSAsExpression', 'TSSatisfiesExpression']);

function pureSharedSchemas(): Plugin {
  const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/][^\\/]+\.ts$/;
  const buildsSchema = /(?<![\w$.])z\s*\.|\w+Schema\b/;
  return {
    name: 'tmc:pure-shared-schemas',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!sharedSource.test(id) || !code.includes('zod')) return null;
      const program = this.parse(code, { lang: 'ts' }) as unknown as { body: SourceNode[] };
      const inits: SourceNode[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (init && SCHEMA_INIT_TYPES.has(init.type) && buildsSchema.test(code.slice(init.start, init.end))) {
            inits.push(init);
          }
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * `virtual:mantine-theme.css`: the CSS variables Mantine's provider would inject at run time for our
 * theme (the brand colours, primary colour, fonts), as static CSS. Only what differs from Mantine's
 * default-css-variables.css is written. See components/mantine-scope.tsx for why.
 */
function mantineThemeCss(): Plugin {
  const publicId = 'virtual:mantine-theme.css';
  const resolvedId = `\0${publicId}`;
  const changed = (ours: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(ours).filter(([name, value]) => base[name] !== value));
  return {
    name: 'tmc:mantine-theme-css',
    resolveId: (id) => (id === publicId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      const ours: ConvertCSSVariablesInput = themeCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
      const base: ConvertCSSVariablesInput = defaultCssVariablesResolver(DEFAULT_THEME);
      return convertCssVariables(
        {
          variables: changed(ours.variables, base.variables),
          light: changed(ours.light, base.light),
          dark: changed(ours.dark, base.dark),
        },
        ':root',
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [pureSharedSchemas(), mantineThemeCss(), splitTexts(), react(), precompress()],
  // 'react-i18next' is our own small texts runtime (src/lib/i18n.ts says why).
  resolve: { alias: { 'react-i18next': `${root}src/lib/react-i18n.ts` } },
  // `vite build --ssr src/server-render.tsx` (npm run build): the buyer pages' renderer for the server
  // (src/server-render.tsx), one self-contained bundle in dist-ssr, in React's production build.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    target: isSsrBuild ? 'node22' : 'es2022',
    // The report lists gzip sizes; the budget is 150 KB gzip of initial JS (DESIGN.md section 8).
    reportCompressedSize: true,
    // scripts/bundle-size.ts follows the chunks' imports in the manifest to measure each page's initial JS;
    // the server reads it for a server-rendered page's styles and scripts.
    manifest: !isSsrBuild,
    // Every browser the site supports has native modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: isSsrBuild ? {} : { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
}));
