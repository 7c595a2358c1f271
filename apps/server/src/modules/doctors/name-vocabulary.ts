import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctorNameWords } from '../../db/schema/index.ts';
import { allowedEdits, boundedEditDistance } from '../reference/reference-matcher.ts';

/**
 * The words of every doctor's name, in memory (decision 032): a typed name word is resolved here
 * against a few thousand words, as specialities and cities are, and the database then finds the
 * doctors having one of the resolved words by word id in `doctor_name_ranks` (decision 033)
 * instead of comparing the typed word with 100,000 names.
 *
 * Words only ever get added (triggers on `doctors`, migration 0008) and carry a growing id: from
 * the first search on, the vocabulary reads the words added since it last looked every
 * `refreshMs`, and everything again every `reloadMs` (ids are taken in insertion order but
 * committed in any order). A word added meanwhile is still found as typed: the query also matches
 * the words past `knownUpTo`; with typos, once read.
 */
export interface NameVocabulary {
  /** For each typed word, the known words it matches; `knownUpTo` is the last id read. */
  resolve(typedWords: string[], match: NameMatch): Promise<ResolvedNameWords>;
  /**
   * Reads the words added since the last read if the database announced any since (a doctor added
   * or renamed, doctor-changes.ts): a name committed, and announced, before the call is then known.
   * Without an announcement it answers at once: a misspelt name costs no round trip for nothing.
   */
  readNewWords(): Promise<void>;
  /** The database announced a doctor added or renamed (or announcements may have been missed). */
  announceNewWords(): void;
  /** Stops reading new words. */
  close(): void;
}

export type NameMatch = 'exact' | 'fuzzy';

export interface ResolvedNameWords {
  /** For each typed word, the `doctor_name_words` ids of the known words it matches. */
  wordIds: number[][];
  knownUpTo: number;
}

export function createNameVocabulary({
  db,
  refreshMs = 1000,
  reloadMs = 60_000,
  onNewWords,
}: {
  db: Db;
  refreshMs?: number;
  reloadMs?: number;
  /** Called when words were learnt after the first load: cached name searches may now find more. */
  onNewWords?: () => void;
}): NameVocabulary {
  let words: string[] = [];
  let ids: number[] = [];
  let known = new Set<string>();
  let knownUpTo = 0;
  let reloadedAt = 0;
  let loadedOnce = false;
  let loading: Promise<void> | undefined;
  // Announcements counted, and the count when the last read began: words are unread while they differ.
  let announced = 0;
  let readFrom = 0;

  const load = async (all: boolean) => {
    const startedAt = announced;
    const rows = await db
      .select({ id: doctorNameWords.id, word: doctorNameWords.word })
      .from(doctorNameWords)
      .where(all ? undefined : gt(doctorNameWords.id, knownUpTo))
      .orderBy(asc(doctorNameWords.id));
    const before = known;
    if (all) {
      words = [];
      ids = [];
      known = new Set();
    }
    let learnt = 0;
    for (const row of rows) {
      if (known.has(row.word)) continue;
      if (!before.has(row.word)) learnt += 1;
      known.add(row.word);
      words.push(row.word);
      ids.push(row.id);
    }
    knownUpTo = Math.max(knownUpTo, rows.at(-1)?.id ?? 0);
    readFrom = Math.max(readFrom, startedAt);
    if (learnt > 0 && loadedOnce) onNewWords?.();
    loadedOnce = true;
  };
  let timer: NodeJS.Timeout | undefined;
  const refresh = () => {
    const all = Date.now() - reloadedAt >= reloadMs;
    if (all) reloadedAt = Date.now();
    loading ??= load(all).finally(() => {
      loading = undefined;
    });
    return loading;
  };
  let first: Promise<void> | undefined;
  const start = () => {
    first ??= refresh().then(
      () => {
        // Every `refreshMs` whatever the traffic: a search answered from the read cache does not
        // reach the vocabulary, and must still be forgotten when a new name appears.
        timer = setInterval(() => void refresh().catch(() => {}), refreshMs);
        timer.unref();
      },
      (error: unknown) => {
        first = undefined;
        reloadedAt = 0;
        throw error;
      },
    );
    return first;
  };

  return {
    async resolve(typedWords, match) {
      await start();
      return {
        wordIds: typedWords.map((typed) => matchingWords(words, typed, match).map((index) => ids[index]!)),
        knownUpTo,
      };
    },
    async readNewWords() {
      await start();
      if (readFrom === announced) return;
      // A read already under way may have begun before the caller's moment: wait for it, then read
      // (or join a read begun since).
      await loading?.catch(() => {});
      await refresh();
    },
    announceNewWords() {
      announced += 1;
    },
    close() {
      clearInterval(timer);
    },
  };
}

/**
 * `exact`: the typed word is part of the name word ("benjel" → "benjelloun"); `fuzzy`: that, or
 * the whole word is within the typos the reference matcher allows for its length (none under 5
 * letters, 1 up to 7, 2 from 8: "benjeloun" → "benjelloun").
 */
function matchingWords(words: readonly string[], typed: string, match: NameMatch): number[] {
  const edits = match === 'fuzzy' ? allowedEdits(typed.length) : 0;
  const found: number[] = [];
  words.forEach((word, index) => {
    if (word.includes(typed) || (edits > 0 && boundedEditDistance(typed, word, edits) <= edits)) found.push(index);
  });
  return found;
}

/**
 * The typed name's words as the vocabulary knows them, matched as typed (decision 032), or
 * `undefined` when a word is part of no known name. Such a word is either a typo or a name written
 * since the vocabulary last read: reading the new words (a short statement) tells which, instead of
 * running the whole search as typed for nothing (decision 033).
 */
export async function resolveNameAsTyped(
  names: NameVocabulary,
  nameWords: string[],
): Promise<ResolvedNameWords | undefined> {
  let exact = await names.resolve(nameWords, 'exact');
  if (exact.wordIds.some((ids) => ids.length === 0)) {
    await names.readNewWords();
    exact = await names.resolve(nameWords, 'exact');
  }
  return exact.wordIds.every((ids) => ids.length > 0) ? exact : undefined;
}
