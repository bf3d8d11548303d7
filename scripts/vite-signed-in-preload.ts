import type { Plugin, Rolldown } from 'vite';
import { bundleTagsPlugin, entryChunks, reachableChunks } from './vite-bundle-tags.ts';

/** The chunks a signed-in start runs before its first rows show (scripts/vite-route-chunks.ts). */
const SIGNED_IN_GROUPS = ['signed-in', 'session-check'];

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'name' | 'imports' | 'isEntry'> & {
  viteMetadata?: { importedCss: Set<string> };
};

/** The files of the signed-in start that the entry does not load itself: JS first, then its CSS. */
export function signedInStartFiles(chunks: Chunk[]): { js: string[]; css: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = entryChunks(chunks);
  const roots = chunks.filter((chunk) => SIGNED_IN_GROUPS.includes(chunk.name)).map((chunk) => chunk.fileName);
  if (roots.length !== SIGNED_IN_GROUPS.length)
    throw new Error(`signed-in-preload: expected chunks ${SIGNED_IN_GROUPS.join(', ')}`);
  const js = [...reachableChunks(chunks, roots)].filter((file) => !entry.has(file));
  const css = [...new Set(js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
  return { js, css };
}

/**
 * A signed-in cold start fetched the `signed-in` chunk (and its CSS) only once the entry had been
 * fetched and run, a round trip and the entry's start-up after the page; on a phone's network that
 * delayed the first rows (Lighthouse mobile /launchpads: LCP 3.2 s). The page itself cannot know who
 * is signed in, but the stored refresh token says a session is likely: a small inline script (covered
 * by the page's policy by its hash, as the theme script is) then asks for those files at once, beside
 * the entry. /login and a visit without a stored token fetch nothing more.
 */
export function signedInPreloadPlugin(authStorageKey: string): Plugin {
  return bundleTagsPlugin('signed-in-preload', (chunks, base) => {
    // The route-chunks survey build (scripts/vite-route-chunks.ts) has no groups yet.
    if (process.env.ROUTE_CHUNKS_SURVEY) return [];
    const { js, css } = signedInStartFiles(chunks);
    const links = [
      ...js.map((file) => ['modulepreload', `${base}${file}`]),
      ...css.map((file) => ['preload', `${base}${file}`]),
    ];
    const script = `(function () {
    try {
      var stored = JSON.parse(window.localStorage.getItem(${JSON.stringify(authStorageKey)}) || 'null');
      if (!stored || !stored.refreshToken || window.location.pathname.indexOf('/login') === 0) return;
    } catch (e) {
      return;
    }
    ${JSON.stringify(links)}.forEach(function (item) {
      var link = document.createElement('link');
      link.rel = item[0];
      link.href = item[1];
      if (item[0] === 'preload') link.as = 'style';
      // As Vite's preload helper asks for them later, or the browser would not reuse the answer.
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
  })();`;
    return [{ tag: 'script', children: script, injectTo: 'head' as const }];
  });
}
