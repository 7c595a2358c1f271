import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The .eml files of an outbox folder, oldest first; none when it does not exist yet. */
export function outboxFiles(outbox: string): string[] {
  return existsSync(outbox)
    ? readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .sort()
    : [];
}

/**
 * Waits until the outbox holds at least `count` mails: the reset request answers before its mail is
 * written, so a test reads the outbox only once the mail is there.
 */
export async function waitForOutbox(outbox: string, count = 1, timeoutMs = 5_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = outboxFiles(outbox);
    if (files.length >= count) return files;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) in ${outbox}, found ${files.length}`);
    await sleep(10);
  }
}
