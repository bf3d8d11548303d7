import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { AUTH_STORAGE_KEY } from './src/infrastructure/storage/auth-storage-key.ts';
import { bundleTagsPlugin, entryChunks, reachableChunks } from './scripts/vite-bundle-tags.ts';
import { contentSecurityPolicyPlugin } from './scripts/vite-content-security-policy.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { routeChunks } from './scripts/vite-route-chunks.ts';
import { signedInPreloadPlugin } from './scripts/vite-signed-in-preload.ts';

const apiPort = Number(process.env.LOCAL_API_PORT ?? 8787);
const appPort = Number(process.env.PORT ?? 5173);

/** The gateway paths the local creators API serves; the app calls them same-origin, as it would the real gateway. */
const proxy = {
  '/cl': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
  '/local': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
};

/**
 * index.html's no-flash theme script reads the same localStorage key as the app
 * (VITE_THEME_STORAGE_KEY, default vite-ui-theme); this writes it into the page at build time.
 */
function themeStorageKey(mode: string): Plugin {
  const key = loadEnv(mode, process.cwd(), 'VITE_').VITE_THEME_STORAGE_KEY?.trim() || 'vite-ui-theme';
  return {
    name: 'theme-storage-key',
    transformIndexHtml: (html) => html.replace('%THEME_STORAGE_KEY%', JSON.stringify(key)),
  };
}

/**
 * /login, the first screen, is a lazy route: without a hint the browser finds its page chunk only
 * once the entry has run, a second round trip before the card shows. This lists that chunk, and
 * the chunks it needs that the entry does not load, as modulepreload links in index.html.
 */
function preloadFirstPage(pageModule = '/src/presentation/pages/login-page.tsx'): Plugin {
  return bundleTagsPlugin('preload-first-page', (chunks, base) => {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule));
    if (!page) throw new Error(`preload-first-page: no chunk for ${pageModule}`);
    const entry = entryChunks(chunks);
    return [...reachableChunks(chunks, [page.fileName])]
      .filter((file) => !entry.has(file))
      .map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
        injectTo: 'head' as const,
      }));
  });
}

/**
 * index.html paints the header's shape (#boot-header) before anything else arrives. A stylesheet in
 * <head> would hold that paint back a whole round trip on a slow network; placed in <body> after the
 * shape, it holds back only what follows it (#root). The scripts still wait for it, so the app never
 * renders unstyled.
 */
function stylesAfterBootHeader(): Plugin {
  return {
    name: 'styles-after-boot-header',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const rest = links.reduce((page, link) => page.replace(link, ''), html);
        const shape = rest.indexOf('<div id="boot-header"');
        if (shape < 0) throw new Error('styles-after-boot-header: index.html has no #boot-header');
        const after = rest.indexOf('</div>', shape) + '</div>'.length;
        return `${rest.slice(0, after)}\n${links.map((link) => `    ${link.trim()}`).join('\n')}${rest.slice(after)}`;
      },
    },
  };
}

/** A few chunks for the first route and a signed-in start instead of ~100 (scripts/vite-route-chunks.ts). */
const chunks = routeChunks();

export default defineConfig(({ mode }) => ({
  plugins: [
    chunks.plugin,
    react(),
    themeStorageKey(mode),
    preloadFirstPage(),
    stylesAfterBootHeader(),
    signedInPreloadPlugin(AUTH_STORAGE_KEY),
    // Last of the HTML transforms: it hashes every inline script the ones before it wrote.
    contentSecurityPolicyPlugin(loadEnv(mode, process.cwd(), 'VITE_')),
    // The e2e build is served by `vite preview`, which compresses as it sends and never reads the copies.
    mode !== 'e2e' && precompressPlugin(),
  ],
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __APP_RELEASE__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  server: { port: appPort, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: appPort, strictPort: true, host: '127.0.0.1', proxy },
  build: {
    sourcemap: mode !== 'production',
    manifest: true,
    // Every browser the portal supports preloads modules natively: the polyfill would only add weight to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Popover and modal machinery (floating-ui, scroll locking) is only used by later screens;
        // in chunks of their own it no longer rides along with the first route's shared chunk.
        codeSplitting: {
          // Only the named packages: without this a group also captures what they import (React…),
          // and every chunk would then depend on it.
          includeDependenciesRecursively: false,
          groups: [
            chunks.group,
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
            {
              name: 'remove-scroll',
              test: /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
