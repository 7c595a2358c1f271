import { doctorBaseSlug, foldSearchText } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { findSlugsOfBase } from './doctor-repository.ts';

/**
 * The text a name search matches (product.md §10, "Search"): both names in Latin and, when known,
 * Arabic script, folded. Stored in `doctors.name_search` by every writer of a doctor row.
 */
export function foldDoctorNames(names: {
  firstName: string;
  lastName: string;
  firstNameAr?: string | null;
  lastNameAr?: string | null;
}): string {
  return foldSearchText([names.firstName, names.lastName, names.firstNameAr ?? '', names.lastNameAr ?? ''].join(' '));
}

/** Hands out firstname-lastname slugs, with -2, -3… on collision (product.md §10). */
export function createSlugAllocator(taken: Iterable<string> = []): (firstName: string, lastName: string) => string {
  const used = new Set(taken);
  const counters = new Map<string, number>();
  return (firstName, lastName) => {
    const base = doctorBaseSlug(firstName, lastName);
    let counter = counters.get(base) ?? 1;
    let slug = counter === 1 ? base : `${base}-${counter}`;
    while (used.has(slug)) {
      counter += 1;
      slug = `${base}-${counter}`;
    }
    counters.set(base, counter);
    used.add(slug);
    return slug;
  };
}

/**
 * A slug no doctor row has yet: the taken `base`, `base-2`… are read in one query and the first free
 * one is picked. Two registrations may still pick the same one at once; the unique index refuses the
 * second, which allocates again (saveOwnedDoctor).
 */
export async function allocateFreeSlug(db: Db, names: { firstName: string; lastName: string }): Promise<string> {
  const taken = await findSlugsOfBase(db, doctorBaseSlug(names.firstName, names.lastName));
  return createSlugAllocator(taken)(names.firstName, names.lastName);
}
