// Writes file.br (brotli -q11) and file.gz (gzip -9) next to every compressible file of a build, for
// nginx's brotli_static and gzip_static (deploy/nginx.conf): the highest levels, paid once per build,
// not per request. A file whose .br and .gz are newer than itself is skipped, so running it twice is cheap.
// `node scripts/precompress.mjs DIST` (`npm run precompress -- DIST`); the Dockerfile and scripts/nginx.mjs run it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Already compressed formats (fonts, images) gain nothing; source maps are not sent to visitors' browsers
// unless they open the developer tools.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);
// A site replaces /config.js on its server (docs/configuration.md): a config.js.br left from the build
// would be sent instead of the new file. nginx compresses that small file as it sends it.
const SITE_FILES = new Set(['config.js']);

export const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
export const gzip = (bytes) => gzipSync(bytes, { level: 9 });

/** The three sizes of a file: as built, gzip -9 and brotli -q11 (what the precompressed build ships). */
export function compressedSizes(bytes) {
  return { raw: bytes.length, gzip: gzip(bytes).length, brotli: brotli(bytes).length };
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const newer = (path, than) => {
  try {
    return statSync(path).mtimeMs >= than;
  } catch {
    return false;
  }
};

/** Precompresses the build in `dist`; returns how many files were (re)written. */
export function precompress(dist) {
  let written = 0;
  for (const file of files(dist)) {
    if (!COMPRESSIBLE.has(extname(file)) || SITE_FILES.has(relative(dist, file))) continue;
    const modified = statSync(file).mtimeMs;
    if (newer(`${file}.br`, modified) && newer(`${file}.gz`, modified)) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotli(bytes));
    writeFileSync(`${file}.gz`, gzip(bytes));
    written += 1;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const started = Date.now();
  const written = precompress(dist);
  console.log(`precompressed ${written} file(s) of ${dist} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
