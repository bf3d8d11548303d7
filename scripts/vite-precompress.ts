import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json)$/;

/**
 * Writes a gzip (level 9) and a Brotli (quality 11) copy beside every text file of the build over
 * 1 KB, for the host's gzip_static and brotli_static (deploy/nginx): the files go out compressed
 * harder than on-the-fly compression would, with no work per request (Brotli: about a sixth smaller
 * than gzip, which a phone's first signed-in start feels). Source maps are left out (not served).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const path = join(dir, fileName);
        const body = readFileSync(path);
        if (body.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
      }
    },
  };
}
