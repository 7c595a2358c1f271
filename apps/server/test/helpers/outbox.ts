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

/** The text of every MIME part of a mail, decoded from quoted-printable or base64 into UTF-8. */
export function decodeMail(mail: string): string {
  return mail
    .split(/\r?\n--/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding: base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding: quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return part;
    })
    .join('\n');
}
