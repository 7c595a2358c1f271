/**
 * A new `Idempotency-Key` for one booking attempt (decision 042): a retry of the same attempt sends the
 * same key, so a booking whose answer was lost is answered again rather than made twice.
 * crypto.randomUUID exists in secure contexts only (https, localhost); elsewhere the key comes
 * from getRandomValues (128 random bits), which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
