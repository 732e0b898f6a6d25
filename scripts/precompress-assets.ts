/**
 * Every script, style sheet and picture drawing of the browser's build, compressed once at build
 * time as brotli (quality 11) and gzip (level 9) beside the file, so the server answers each from
 * the copy the browser accepts instead of compressing the same bytes for every reader at a
 * faster, weaker level.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CLIENT_BUILD = path.resolve('build/client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

let count = 0;
let plain = 0;
let brotli = 0;
for (const file of filesUnder(CLIENT_BUILD)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  plain += body.length;
  brotli += br.length;
}
console.log(`Precompressed ${count} files of the browser's build: ${(plain / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as brotli`);
