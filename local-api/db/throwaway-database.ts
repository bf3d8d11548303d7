import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'creators-lab-db-';
const LEFTOVER = new RegExp(`^${PREFIX}(\\d+)-`);

export interface ThrowawayDatabase {
  /** The database file, in a folder of its own. */
  path: string;
  /** Removes the folder, with the file and its WAL (after every connection is closed). */
  remove(): void;
}

/**
 * Where a `:memory:` database goes: a file in a fresh temporary folder, removed when the API closes.
 * Not SQLite's in-memory database, which only its own connection sees: the single-token writer's
 * thread opens a second connection to the same database. The folder is named after the process,
 * so folders left by a process that was killed before it could remove them are removed here.
 */
export function createThrowawayDatabase(): ThrowawayDatabase {
  removeLeftovers();
  const dir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  return { path: join(dir, 'creators-lab.sqlite'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function removeLeftovers(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(LEFTOVER.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
