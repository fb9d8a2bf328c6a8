// One process per PGlite data folder.
//
// PGlite is PostgreSQL in a single process: nothing stops a second process from opening the same folder, and two
// of them writing its pages corrupt it for good. We saw that while benchmarking (issue 14): after three APIs had
// run on one folder at once, every later start hung on the first sign-in, spinning inside PGlite on the
// `INSERT … ON CONFLICT` into login_failures (a plain insert into the table still worked), with the event loop
// blocked and no request answered again. Starting the app twice on a developer's data could do the same.
//
// So the folder carries a lock file with the owner's PID, as PostgreSQL's own postmaster.pid: created
// exclusively, refused while that process is alive, taken over when it is not (a crash or `kill -9` leaves it
// behind). A PID rather than a lock kept fresh by a timer (proper-lockfile's mtime): a process stuck in a long
// synchronous statement cannot refresh anything, and another would take its folder over while it still writes.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'nusa-api.pid';

export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another API process (PID ${pid}). ` +
        'Stop that process, or give this one a folder of its own (API_DATA_DIR).',
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

/** Whether a process with this PID exists (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes `dataDir` (which must exist) for this process. Throws DataDirInUseError when another live process holds
 * it. Returns the release, which removes the file only while it is still this process's.
 */
export function lockDataDir(dataDir: string, pid: number = process.pid): () => void {
  const file = join(dataDir, LOCK_FILE);
  // Two tries: the second after removing a dead owner's file (another starter may win that race: then it is theirs).
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${pid}\n`);
      closeSync(fd);
      return () => {
        if (readOwner(file) === pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // Our own PID in a file left behind (a container restarting with the same PID): no one else has it.
      if (owner !== null && owner !== pid && processAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      rmSync(file, { force: true });
    }
  }
  const owner = readOwner(file);
  throw new DataDirInUseError(dataDir, owner ?? 0);
}
