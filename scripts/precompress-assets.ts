/**
 * Precompresses the build's hashed assets (ADR 060): a `.br` (quality 11) and a `.gz` (level 9)
 * beside each compressible file in `$BUILD_DIR/client/assets`, written only when smaller than the
 * file. The server sends these as they are, so no asset is compressed per request. Run by
 * `npm run build` after the client build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|map|wasm)$/i;

export function precompressDirectory(directory: string): { files: number; written: number } {
  let files = 0;
  let written = 0;
  for (const name of fs.readdirSync(directory)) {
    const file = path.join(directory, name);
    if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
    files++;
    const source = fs.readFileSync(file);
    const forms: [string, Buffer][] = [
      [
        `${file}.br`,
        zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
      ],
      [`${file}.gz`, zlib.gzipSync(source, { level: 9 })],
    ];
    for (const [target, bytes] of forms) {
      if (bytes.length >= source.length) continue;
      fs.writeFileSync(target, bytes);
      written++;
    }
  }
  return { files, written };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const directory = path.resolve(process.env.BUILD_DIR ?? 'build', 'client/assets');
  const { files, written } = precompressDirectory(directory);
  console.log(`precompressed ${files} assets (${written} .br/.gz files) in ${path.relative(process.cwd(), directory)}`);
}
