import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The web layers of docs/decisions.md ('Web layout') are lint errors, shown here with the repository's
// own eslint.config.js: each fixture is a one-line module linted as if it were the file at `at` (no
// file is written, so `npm run lint` never sees them), importing a real module of the tree.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const src = 'apps/web/src';
const RULE = 'layers/no-restricted-paths';

interface Fixture {
  /** Where the fixture is placed, relative to apps/web/src. */
  at: string;
  /** What it imports (relative to `at`); must be an existing module. */
  imports: string;
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The messages of the layer rule for a module at `at` importing `imports`. */
async function layerErrors({ at, imports }: Fixture): Promise<string[]> {
  const filePath = path.join(repoRoot, src, at);
  const target = path.resolve(path.dirname(filePath), imports);
  const exists = ['.ts', '.tsx'].some((ext) => fs.existsSync(target + ext));
  expect(exists, `fixture target ${imports} (from ${at}) must exist`).toBe(true);
  const [result] = await eslint.lintText(`import * as imported from '${imports}';\nexport const value = imported;\n`, { filePath });
  const messages = result?.messages ?? [];
  // Anything other than the layer rule (a parse error, an unknown rule) means the fixture proves nothing.
  expect(messages.filter((m) => m.ruleId !== RULE)).toEqual([]);
  return messages.map((m) => m.message);
}

describe('web layer lint zones', () => {
  it("refuses a feature importing another feature's internals", async () => {
    const errors = await layerErrors({ at: 'features/info-pages/components/fixture.tsx', imports: '../../callback/components/callback-side-block' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('A feature does not import another feature');
  });

  it("refuses a feature importing another feature's api module", async () => {
    const errors = await layerErrors({ at: 'features/favourites/fixture.ts', imports: '../auth/api/get-logged-in' });
    expect(errors).toHaveLength(1);
  });

  it('refuses components/ and lib/ importing a feature', async () => {
    expect(await layerErrors({ at: 'components/fixture.tsx', imports: '../features/tmc/components/search-box' })).toHaveLength(1);
    expect(await layerErrors({ at: 'lib/fixture.ts', imports: '../features/auth/session' })).toHaveLength(1);
  });

  it('refuses components/ importing the app', async () => {
    const errors = await layerErrors({ at: 'components/fixture.tsx', imports: '../app/shell/footer' });
    expect(errors).toHaveLength(1);
  });

  it('refuses a feature importing the app (routes, layouts, shell)', async () => {
    const errors = await layerErrors({ at: 'features/tmc/components/fixture.tsx', imports: '../../../app/shell/account-modal-provider' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('A feature does not import the app');
  });

  it('allows a feature its own modules, components/, lib/ and config/', async () => {
    expect(await layerErrors({ at: 'features/tmc/components/fixture.tsx', imports: '../api/search-tmc' })).toEqual([]);
    expect(await layerErrors({ at: 'features/tmc/components/fixture.tsx', imports: '../../../components/pager' })).toEqual([]);
    expect(await layerErrors({ at: 'features/tmc/components/fixture.tsx', imports: '../../../lib/api-client' })).toEqual([]);
    expect(await layerErrors({ at: 'features/tmc/components/fixture.tsx', imports: '../../../config/paths' })).toEqual([]);
  });

  it('allows the app to compose features', async () => {
    expect(await layerErrors({ at: 'app/routes/fixture.tsx', imports: '../../features/callback/components/callback-side-block' })).toEqual([]);
    expect(await layerErrors({ at: 'app/shell/fixture.tsx', imports: '../../features/auth/components/account-entry' })).toEqual([]);
  });
});
