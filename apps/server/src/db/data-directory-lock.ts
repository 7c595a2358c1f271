import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * PGlite runs PostgreSQL inside one process, with no server to arbitrate: two processes opening one
 * data directory would corrupt it. `<directory>.lock` holds the pid of the process that has it
 * open; another live process is refused with a message that says what to do (decision 038: the
 * admin command line must not open the folder of a running server). A lock left by a process that
 * died (kill -9) is taken over. The same process may open its directory again (tests reopen one).
 */
export function lockDataDirectory(directory: string): () => void {
  const path = `${directory}.lock`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, mine, { flag: 'wx' });
      return () => release(path, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readText(path), 10);
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `The database folder ${directory} is open in process ${holder} (a running Tabib server?). ` +
            'Stop that process first, or use PostgreSQL (DATABASE_URL) to run several processes on one database.',
          { cause: error },
        );
      }
      // Left by a process that is gone: take it over.
      try {
        unlinkSync(path);
      } catch {
        // Another process took it over first: the next attempt sees its pid.
      }
    }
  }
  throw new Error(`Could not lock the database folder ${directory}`);
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function release(path: string, mine: string): void {
  if (readText(path) === mine) {
    try {
      unlinkSync(path);
    } catch {
      // Already gone.
    }
  }
}
