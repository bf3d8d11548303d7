/**
 * The bytes a multipart file was made from, kept beside the File the route sees: reading them back
 * through `file.arrayBuffer()` went through Node's blob reader (a stream of chunks and a copy), a
 * fifth of the batch upload's time on the server with the garbage it left (docs/performance.md).
 */
const bytesOfFile = new WeakMap<File, Uint8Array<ArrayBuffer>>();

/** A File of these bytes (as the route takes it) whose bytes `fileBytes` gives back without reading it. */
export function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  const file = new File([bytes], name, { type });
  bytesOfFile.set(file, bytes);
  return file;
}

/** The file's bytes: those it was made from (a multipart part), else read from it. */
export async function fileBytes(file: File): Promise<Uint8Array<ArrayBuffer>> {
  return bytesOfFile.get(file) ?? new Uint8Array(await file.arrayBuffer());
}
