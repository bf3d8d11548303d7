import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stored file's name: random hex and the extension of its sniffed type; nothing from the client. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Uploaded images on disk, in one folder, under names the server makes up. */
export class UploadStorage {
  constructor(
    readonly dir: string,
    private readonly removeOnClose = false,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  save(bytes: Uint8Array, extension: string): string {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    writeFileSync(join(this.dir, name), bytes, { flag: 'wx' });
    return name;
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
