import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images (WebP, PNG) and fonts (WOFF2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|ico|webmanifest|map)$/i;
/** Below this a compressed file saves less than the headers cost; the server's own threshold is the same. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(full);
    return [full];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of `dir` of at least 1 KB, except index.html: the server fills in its meta tag, so it is
 * compressed when sent. The server's @fastify/static sends these by the request's Accept-Encoding.
 * Returns the files it compressed.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < PRECOMPRESS_MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    done.push(file);
  }
  return done;
}

/** Build-only: compresses the written bundle (and the copied public files) once the build is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tmc:precompress',
    // The server renderer's bundle (dist-ssr) is read from disk by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (fs.existsSync(outDir)) precompressDir(outDir);
      },
    },
  };
}
