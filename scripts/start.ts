// `npm start`: builds the web app if it is missing, then runs the server (migrations and demo data on first start).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
// Production needs the site's address for links in mail (PUBLIC_URL or ALLOWED_HOSTS; the server refuses
// to start without it). Without one, `npm start` on a newcomer's machine runs as development, whose
// links lead to http://localhost:PORT.
process.env['NODE_ENV'] ??= process.env['PUBLIC_URL'] || process.env['ALLOWED_HOSTS'] ? 'production' : 'development';

// Both halves of the build: the app and the buyer pages' renderer (apps/web/dist-ssr).
if (['apps/web/dist/index.html', 'apps/web/dist-ssr/server-render.js'].some((file) => !fs.existsSync(path.join(root, file)))) {
  console.log('Сборка веб-приложения (один раз)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@tmc/web'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/src/main.ts');
