import { createHash, createHmac } from 'node:crypto';

/**
 * The secret of a feed address (decision 050): derived from the server's key, the doctor and the
 * generation, so the database holds only its hash and the agenda can still show the address.
 * A new generation retires the old address.
 */
export function feedToken(secretKey: string, doctorId: number, generation: number): string {
  return createHmac('sha256', secretKey).update(`calendar-feed:${doctorId}:${generation}`).digest('base64url');
}

/** What the database keeps of a feed address: its SHA-256, to find the doctor by. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
