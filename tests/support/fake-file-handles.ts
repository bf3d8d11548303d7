/** A folder as the File System Access API gives it: its children listed by values(), each file read by getFile(). */
export function fakeFolder(name: string, children: FileSystemHandle[]): FileSystemHandle {
  return {
    kind: 'directory',
    name,
    async *values() {
      yield* children;
    },
  } as unknown as FileSystemHandle;
}
export const fakeFile = (name: string) =>
  ({
    kind: 'file',
    name,
    getFile: async () => new File([name], name, { type: 'image/png' }),
  }) as unknown as FileSystemHandle;
