import fs from 'node:fs/promises';
import path from 'node:path';
import type { JobDefinition } from './job-runner.ts';

/** A folder of uploaded files whose names are kept in rows: the module that owns it says which are. */
export interface UploadFolder {
  dir: string;
  /** Only names of this shape are ever ours to delete (anything else in the folder is left alone). */
  pattern: RegExp;
  /** The names among `names` that a row still refers to. */
  referenced(names: string[]): Promise<Set<string>>;
}

/** A file younger than this may belong to an upload whose transaction has not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
/** Names checked against the database per statement. */
const BATCH = 500;

/**
 * Files are written before the row that names them is committed (a row never points at a missing file);
 * when the transaction fails, the upload removes them, but a crash or a stop in between leaves them on
 * disk with nothing referring to them. This hourly job deletes such orphans: files of our name pattern
 * older than an hour that no row refers to. Idempotent; stops between batches when the runner stops.
 */
export function uploadOrphansSweepJob(folders: UploadFolder[]): JobDefinition {
  return {
    name: 'uploads.sweep-orphans',
    schedule: { every: 60 * 60_000 },
    async run({ now, signal, log, heartbeat }) {
      const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
      for (const folder of folders) {
        let names: string[];
        try {
          names = (await fs.readdir(folder.dir)).filter((name) => folder.pattern.test(name));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        let deleted = 0;
        for (let i = 0; i < names.length; i += BATCH) {
          signal.throwIfAborted();
          const old: string[] = [];
          for (const name of names.slice(i, i + BATCH)) {
            const stat = await fs.stat(path.join(folder.dir, name)).catch(() => null);
            if (stat?.isFile() && stat.mtimeMs < cutoff) old.push(name);
          }
          if (old.length === 0) continue;
          const kept = await folder.referenced(old);
          const orphans = old.filter((name) => !kept.has(name));
          await Promise.all(orphans.map((name) => fs.rm(path.join(folder.dir, name), { force: true })));
          deleted += orphans.length;
          await heartbeat();
        }
        if (deleted > 0) log.info({ dir: folder.dir, deleted }, 'uploads: orphan files deleted');
      }
    },
  };
}
