/** The token reader's messages between the main thread and its thread. */

/** What the thread is started with. */
export interface ReaderData {
  dbPath: string;
  throwaway: boolean;
}

/** Open a stream of one launchpad's answer, ask for its next chunk, or drop it; or end the thread. */
export type ReaderRequest =
  /** `gzip`: the client accepts it; the thread compresses (the main thread then only passes bytes on). */
  | { kind: 'open'; id: number; launchpadId: number; gzip: boolean }
  | { kind: 'next'; id: number }
  | { kind: 'cancel'; id: number }
  | { kind: 'close' };

/** One chunk of JSON bytes (moved, not copied), the end of the stream, or a failure. */
export type ReaderAnswer =
  { id: number; chunk: Uint8Array<ArrayBuffer> } | { id: number; done: true } | { id: number; failure: string };
