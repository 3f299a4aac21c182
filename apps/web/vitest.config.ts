import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { splitTexts } from './texts-plugin.ts';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineProject({
  root,
  plugins: [splitTexts(), react()],
  // 'react-i18next' is our own small texts runtime (src/lib/i18n.ts), as in the build.
  resolve: { alias: { 'react-i18next': `${root}src/lib/react-i18n.ts` } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // Lazy chunks and jsdom are slow on a loaded 2-core machine (CI shares it with the browser tests):
    // a test that renders a route may take a few seconds there; none waits on a timer this long.
    testTimeout: 20_000,
  },
});
