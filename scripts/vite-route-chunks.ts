import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Fewer, larger chunks for the two ways into the app. Rolldown's automatic splitting gives every
 * set of modules that a different set of lazy chunks shares a chunk of its own: a signed-in cold
 * start of /launchpads fetched about 100 small files, and over HTTP/1.1 (6 connections per host)
 * they queued behind one another, the token refresh and the list call among them.
 *
 * Which modules a route really runs is known only after tree-shaking (an import of `@mantine/core`
 * names a few components, not the package's every export), so a survey build with the automatic
 * splitting comes first: the chunks each group's roots load (their static chunk imports) give the
 * group's modules, and the real build puts them into one chunk per group:
 * - `first-route`: what the entry (index.html's script) and /login's page load (nothing /login
 *   did not load before);
 * - `session-check`: the refresh answer's check (the contract row, valibot), which a signed-in
 *   start loads beside its refresh and /login never loads;
 * - `signed-in`: the app layout, the launchpad list and its skeleton, the wallet widget and the
 *   signed-in areas' modules, all that a signed-in start runs before its first rows show.
 * Every other chunk imports what it shares with a group from the group's chunk. For the signed-in
 * screens that chunk is loaded already; /login's consent step (a first sign-in, on its way to the
 * list) fetches `signed-in` with it, and only signed-in screens raise toasts.
 * A module of an earlier group stays out of the later ones. The entry and /login's page keep their
 * own chunks (index.html and the first page's preload name them); a signed-in root's `import()`
 * resolves to its group's chunk.
 */
export const routeChunkRoots: Record<string, string[]> = {
  'first-route': ['index.html', 'src/presentation/pages/login-page.tsx'],
  'session-check': ['contract/auth-api.ts', 'src/infrastructure/http/call-endpoint.ts'],
  'signed-in': [
    'src/presentation/shell/app-layout.tsx',
    'src/presentation/pages/launchpads-page.tsx',
    'src/presentation/launchpads/launchpad-list-skeleton.tsx',
    'src/presentation/wallet/wallet-widget.tsx',
    'src/main/modules/area-modules.ts',
    'src/domain/validation/messages.ts',
  ],
};

/** Roots whose own chunk stays: index.html loads the entry and preloads /login's page by name. */
export const ownChunks = ['index.html', 'src/presentation/pages/login-page.tsx'];

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'moduleIds' | 'facadeModuleId'>;

/** Module id → group, from the chunks of a build with the automatic splitting alone. */
export function assignModules(
  chunks: Chunk[],
  roots: Record<string, string[]>,
  root: string,
  own: string[] = ownChunks,
): Map<string, string> {
  const kept = new Set(own.map((file) => resolve(root, file)));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const assigned = new Map<string, string>();
  const taken = new Set<string>();
  for (const [group, files] of Object.entries(roots)) {
    // The chunk that holds each root (its own, or a shared one when others import it statically).
    const stack = files.map((file) => {
      const id = resolve(root, file);
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === id || candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`route-chunks: ${file} is in no chunk`);
      return chunk.fileName;
    });
    const loaded = new Set<string>();
    while (stack.length) {
      const file = stack.pop()!;
      if (loaded.has(file) || taken.has(file)) continue;
      loaded.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    for (const file of loaded) {
      taken.add(file);
      const chunk = byFile.get(file)!;
      if (chunk.facadeModuleId && kept.has(chunk.facadeModuleId)) continue;
      for (const id of chunk.moduleIds) assigned.set(id, group);
    }
  }
  return assigned;
}

const SURVEY = 'ROUTE_CHUNKS_SURVEY';

/**
 * The plugin runs the survey build (in memory) before a production build and fills `assignment`,
 * which `group.name` reads as the real build splits its chunks.
 */
export function routeChunks(roots: Record<string, string[]> = routeChunkRoots): {
  plugin: Plugin;
  group: Rolldown.CodeSplittingGroup;
} {
  const assignment = new Map<string, string>();
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    async config(config, { mode }) {
      // The survey build loads this config too: there the groups stay empty.
      if (process.env[SURVEY]) return;
      assignment.clear();
      const root = resolve(config.root ?? process.cwd());
      const { build } = await import('vite');
      process.env[SURVEY] = '1';
      try {
        const output = await build({ root, mode, logLevel: 'silent', build: { write: false } });
        const chunks = (Array.isArray(output) ? output : [output])
          .flatMap((result) => ('output' in result ? result.output : []))
          .filter((item) => item.type === 'chunk');
        for (const [id, group] of assignModules(chunks, roots, root)) assignment.set(id, group);
      } finally {
        delete process.env[SURVEY];
      }
    },
  };
  const group: Rolldown.CodeSplittingGroup = {
    name: (id) => assignment.get(id) ?? null,
    debugName: 'route-chunks',
    priority: 10,
  };
  return { plugin, group };
}
