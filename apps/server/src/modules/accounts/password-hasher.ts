import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane (product.md §10). */
// 2 is Algorithm.Argon2id: the package's enum is a const enum, which isolated modules cannot read.
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes run at once, so a flood of logins queues instead of taking 19 MiB of
 * memory each (decision 013).
 */
const maxConcurrentHashes = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, argon2Options));
}

/**
 * Whether the password matches. A hash that is not an argon2 hash (demo accounts' '!') never
 * matches, after the same work as a real check.
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(async () => {
    if (!passwordHash.startsWith('$argon2')) {
      await verify(await timingDecoy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  });
}

/** A real hash to check against when the account does not exist, so both answers take as long. */
const timingDecoy = hash('timing-decoy-password', argon2Options);

export async function verifyAgainstDecoy(password: string): Promise<false> {
  await withHashSlot(async () => verify(await timingDecoy, password).catch(() => false));
  return false;
}
