/** A folder as the File System Access API gives it: its children listed by values(), each file read by getFile(). */
export function fakeFolder(name: string, children: FileSystemHandle[]): FileSystemDirectoryHandle {
  return {
    kind: 'directory',
    name,
    async *values() {
      yield* children;
    },
  } as unknown as FileSystemDirectoryHandle;
}

/** A file's handle; `read` answers getFile() (by default a small PNG-typed file of that name). */
export const fakeFile = (
  name: string,
  read: () => Promise<File> = async () => new File([name], name, { type: 'image/png' }),
) => ({ kind: 'file', name, getFile: read }) as unknown as FileSystemHandle;
