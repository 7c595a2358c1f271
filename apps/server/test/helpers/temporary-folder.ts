import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A new folder under the system's temporary directory, removed when the current test ends. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
