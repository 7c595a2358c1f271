import { maxRelatives, type TRelative, type TRelativeInput } from '@tabib/shared';
import type { Database, Db } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import {
  countRelatives,
  deleteRelative,
  findRelatives,
  insertRelative,
  judgeBirthDate,
  lockRelatives,
  updateRelative,
} from './relative-repository.ts';

/** What the relatives service is built from. */
export interface RelativeServiceDependencies {
  database: Database;
}

/**
 * My relatives (decision 075): an account adds, changes and deletes the people it books for. A
 * relative of another account answers 404, as if it did not exist.
 */
export function createRelativeService({ database }: RelativeServiceDependencies) {
  const { db } = database;

  /** The birth date against Morocco's date (the browser's may be a day off). */
  async function checkBirthDate(tx: Db, birthDate: string): Promise<void> {
    const verdict = await judgeBirthDate(tx, birthDate);
    if (verdict === 'ok') return;
    const key = verdict === 'future' ? 'birth_date_in_future' : 'birth_date_too_old';
    throw new Invalid(key, [{ field: 'body.birth_date', key }]);
  }

  async function findOwn(tx: Db, userId: number, id: number): Promise<TRelative> {
    const [relative] = await findRelatives(tx, userId, id);
    if (!relative) throw new NotFound('relative_not_found');
    return relative;
  }

  async function listRelatives(options: { userId: number }): Promise<TRelative[]> {
    return findRelatives(db, options.userId);
  }

  async function addRelative(options: { userId: number; input: TRelativeInput }): Promise<TRelative> {
    await checkBirthDate(db, options.input.birth_date);
    const id = await db.transaction(async (tx) => {
      await lockRelatives(tx, options.userId);
      if ((await countRelatives(tx, options.userId)) >= maxRelatives) throw new Conflict('too_many_relatives');
      return insertRelative(tx, options.userId, options.input);
    });
    return findOwn(db, options.userId, id);
  }

  async function changeRelative(options: { userId: number; id: number; input: TRelativeInput }): Promise<TRelative> {
    await checkBirthDate(db, options.input.birth_date);
    if (!(await updateRelative(db, options.userId, options.id, options.input))) {
      throw new NotFound('relative_not_found');
    }
    return findOwn(db, options.userId, options.id);
  }

  /**
   * Deletes a relative and, with it, its past appointments and the practices' records of it; one
   * with an appointment ahead is kept until that appointment is cancelled, so no practice is left
   * waiting for a patient nobody can reach (decision 075).
   */
  async function removeRelative(options: { userId: number; id: number }): Promise<void> {
    await db.transaction(async (tx) => {
      await lockRelatives(tx, options.userId);
      const relative = await findOwn(tx, options.userId, options.id);
      if (relative.upcoming_appointments > 0) throw new Conflict('relative_has_appointments');
      await deleteRelative(tx, options.userId, options.id);
    });
  }

  return { listRelatives, addRelative, changeRelative, removeRelative };
}

export type RelativeService = ReturnType<typeof createRelativeService>;
