import { defineConfig } from 'vitest/config';

// Browser tests: the real server process on its own database, driven through Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server for the whole run; files share them.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
