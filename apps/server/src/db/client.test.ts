import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteTemplateDump } from '../testing/test-database.ts';
import { openDatabase, pgliteExtensions, wrapPglite } from './client.ts';
import { siteSettings } from './schema/content.ts';

describe('embedded database', () => {
  it('keeps its data under DATA_DIR across a stop and a start', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-persist-'));
    try {
      // The first start writes the run's migrated template into DATA_DIR: a start on an empty directory
      // spends seconds in PGlite's initdb, which the test run's global setup has already paid for.
      const first = wrapPglite(
        await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: await pgliteTemplateDump(), extensions: pgliteExtensions }),
      );
      expect(first.kind).toBe('pglite');
      await first.migrate();
      await first.db.insert(siteSettings).values({ key: 'persist-check', value: 'сохранено' });
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(second.kind).toBe('pglite');
      await second.migrate(); // a second start applies nothing twice
      const rows = await second.db.select().from(siteSettings).where(eq(siteSettings.key, 'persist-check'));
      expect(rows[0]?.value).toBe('сохранено');
      await second.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
