// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInStartFiles } from '../../scripts/vite-signed-in-preload';

const chunk = (fileName: string, name: string, imports: string[] = [], css: string[] = [], isEntry = false) => ({
  fileName,
  name,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
});

describe('the signed-in start preload', () => {
  it('given the route-chunk groups, lists the signed-in start’s chunks and CSS that the entry does not load, and nothing of other screens', () => {
    const files = signedInStartFiles([
      chunk('assets/index.js', 'index', ['assets/runtime.js', 'assets/first-route.js'], ['assets/index.css'], true),
      chunk('assets/runtime.js', 'rolldown-runtime'),
      chunk('assets/first-route.js', 'first-route', ['assets/runtime.js']),
      chunk('assets/session-check.js', 'session-check', ['assets/first-route.js']),
      chunk(
        'assets/signed-in.js',
        'signed-in',
        ['assets/first-route.js', 'assets/session-check.js', 'assets/styles.js'],
        ['assets/signed-in.css'],
      ),
      chunk('assets/styles.js', 'mantine-styles', [], ['assets/mantine.css']),
      chunk('assets/editor.js', 'editor', ['assets/signed-in.js'], ['assets/editor.css']),
    ]);
    expect(files.js.sort()).toEqual(['assets/session-check.js', 'assets/signed-in.js', 'assets/styles.js']);
    expect(files.css.sort()).toEqual(['assets/mantine.css', 'assets/signed-in.css']);
  });

  it('given a build without the groups, says so instead of preloading nothing', () => {
    expect(() => signedInStartFiles([chunk('assets/index.js', 'index', [], [], true)])).toThrow(
      /signed-in, session-check/,
    );
  });
});
