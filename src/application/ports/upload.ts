export interface UploadOptions {
  /** 0..1 as the body is sent. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadedFile {
  url: string;
  contentType: string;
  size: number;
}
