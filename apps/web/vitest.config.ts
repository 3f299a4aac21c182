import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { splitTexts } from './texts-plugin.ts';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineProject({
  root,
  plugins: [splitTexts(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
  },
});
