// The Node flags `npm start` gives the server (package.json: "start": "node <flags> scripts/start.ts"), so
// that a benchmark which starts the server in a child process measures it as it runs in production.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export const START_FLAGS: readonly string[] = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((arg) => arg.startsWith('--'));
