export interface UploadOptions {
  /** 0..1 as the body is sent. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadedFile {
  url: string;
  contentType: string;
  size: number;
  /** The name the file was sent with (the link of a named upload ends with it); null when it had none. */
  fileName: string | null;
}

/** One image of a batch upload, in the order sent: stored, or refused with the API's reason (Korean). */
export type UploadedBatchItem =
  ({ ok: true } & UploadedFile) | { ok: false; fileName: string | null; code: string; message: string };
