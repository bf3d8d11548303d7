import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type ChunkLinks = Pick<Rolldown.OutputChunk, 'fileName' | 'imports'>;

/** What `roots` load with their static imports, themselves included (file names; a name not in `chunks` is passed over). */
export function reachableChunks(chunks: readonly ChunkLinks[], roots: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (files: readonly string[]) => {
    for (const file of files) {
      if (seen.has(file) || !byFile.has(file)) continue;
      seen.add(file);
      visit(byFile.get(file)!.imports);
    }
  };
  visit(roots);
  return seen;
}

/** The files the entry chunks load themselves: what a hint in index.html need not name again. */
export function entryChunks(chunks: readonly (ChunkLinks & Pick<Rolldown.OutputChunk, 'isEntry'>)[]): Set<string> {
  return reachableChunks(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
}

/**
 * A build-only plugin that writes tags into index.html from the finished bundle (its chunks, once
 * every one is named), with the configured base in front of each file it links.
 */
export function bundleTagsPlugin(
  name: string,
  tags: (chunks: Rolldown.OutputChunk[], base: string) => HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        tags(
          Object.values(bundle ?? {}).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
          base,
        ),
    },
  };
}
