import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFile } from 'node:fs';
import { join } from 'node:path';

/** A stored file's name: a hash and the extension of its sniffed type; nothing from the client. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
export const UPLOAD_HASH = /^[0-9a-f]{32}$/;
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'gif', 'webp'] as const;

/**
 * The name an image is stored under: the first 128 bits of SHA-512 over the user's id and the bytes.
 * The same user sending the same image again (a retry after a lost answer, the folder picked again on
 * another browser) gets the same name, so it is stored once; another user's copy is a file of its own.
 * Unguessable without the image itself. SHA-512, not SHA-256: a third less of the write path's time on
 * this machine's CPUs (no SHA extensions).
 */
export function storedName(userId: string, bytes: Uint8Array, extension: string): string {
  const hash = createHash('sha512').update(userId).update('\0').update(bytes).digest('hex').slice(0, 32);
  return `${hash}.${extension}`;
}

/** Uploaded images on disk, in one folder, under names the server makes up. */
export class UploadStorage {
  constructor(
    readonly dir: string,
    private readonly removeOnClose = false,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /**
   * Writes the image, off the main thread (libuv's pool), with the callback API: `fs/promises`' writeFile
   * opens a FileHandle object for each file, which cost three times as much of the main thread (open,
   * write and close each a promise, the handle left to the garbage collector). A file of that name is written again whole:
   * its record comes only after it is written, so a file without a record may be half of one that a
   * crash cut short, and an image with a record is not written again (`storeImage`).
   */
  async save(name: string, bytes: Uint8Array): Promise<void> {
    if (!UPLOAD_NAME.test(name)) throw new Error(`not an upload name: ${name}`);
    await new Promise<void>((resolve, reject) =>
      writeFile(join(this.dir, name), bytes, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** The file's bytes, or null when the name is not one of ours or the file is gone. */
  read(name: string): Buffer | null {
    if (!UPLOAD_NAME.test(name)) return null;
    try {
      return readFileSync(join(this.dir, name));
    } catch {
      return null;
    }
  }

  /** A throwaway folder (for a :memory: database) goes with the server. */
  close(): void {
    if (this.removeOnClose) rmSync(this.dir, { recursive: true, force: true });
  }
}
