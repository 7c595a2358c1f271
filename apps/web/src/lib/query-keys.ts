/**
 * The part of a cache key that says whose view an answer is: a reader's id, or null for a visitor,
 * which is what the server renders (decision 046). `storeServerAnswers` (server-answers.ts) finds
 * this part to file a visitor's answer under the signed-in reader's key too, and a key without it
 * would share one reader's private answer (a phone number, their review) with the next.
 */
export interface ViewerPart {
  readonly viewer: number | null;
  /** With what else picks the answer: its language, page, filters. */
  readonly [part: string]: unknown;
}

/**
 * A key of data that depends on who reads it: the viewer part comes last, or right after the
 * feature's name for families invalidated as a whole (`['admin', { viewer }, …]`). Keys are built
 * `[…] satisfies ViewerKey` (types only, no bytes in the bundle), so a key of private data that
 * loses its viewer no longer compiles (decision 064).
 */
export type ViewerKey = readonly [...unknown[], ViewerPart] | readonly [string, ViewerPart, ...unknown[]];
