import type { SavedSingleTokens } from '../../src/domain/metadata/collection-metadata';
import type { ApiError } from '../http/errors';

/** The single-token writer's messages between the main thread and its thread. */

export type SavedTokens = SavedSingleTokens;

/** What the thread is started with. */
export interface WriterData {
  dbPath: string;
  throwaway: boolean;
  busyTimeoutMs: number | undefined;
}

/** What the main thread sends: one PATCH to save, or the request to finish and close. */
export type WriterRequest = { id: number; userId: string; bytes: Uint8Array } | { close: true };

/** What the thread answers: the saved count, the ApiError's parts, or an unexpected failure. */
export type WriterAnswer =
  | { id: number; saved: SavedTokens }
  | { id: number; refused: Pick<ApiError, 'status' | 'code' | 'message' | 'field'> }
  | { id: number; failure: string };
