import type { Gender, Relationship } from '@tabib/shared';
import type { Database } from '../db/client.ts';
import { familyNames, firstNamesFemale, firstNamesMale } from '../db/reference/names.ts';
import { bulkInsert, syncIdentity, type BulkColumn } from './bulk-insert.ts';
import { dayMilliseconds } from './demo-day.ts';
import type { UserRow } from './factories.ts';
import type { Random } from './random.ts';

/**
 * The people some demo patients book for (decision 075): about one account in five has one to three
 * relatives, mostly children (under 18 on every demo appointment), some elderly parents and a few
 * spouses, named as Moroccan families are (a child takes the holder's family name, a wife keeps her
 * own, her husband and children his), added a little after the account was made.
 */
export interface RelativeRow {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, before the demo day. */
  birthDate: string;
  relationship: Relationship;
  createdAt: Date;
}

const relativeColumns: BulkColumn<RelativeRow>[] = [
  { name: 'id', type: 'int4', value: (row) => row.id },
  { name: 'user_id', type: 'int4', value: (row) => row.userId },
  { name: 'first_name', type: 'text', value: (row) => row.firstName },
  { name: 'last_name', type: 'text', value: (row) => row.lastName },
  { name: 'birth_date', type: 'date', value: (row) => row.birthDate },
  { name: 'relationship', type: 'text', value: (row) => row.relationship },
  { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (row) => row.createdAt },
];

const year = 365.25;

/** The French sentence an adult relative's booking records (decision 075). */
export function relativeConsentSql(firstName: string, lastName: string): string {
  return `'J''atteste que ' || ${firstName} || ' ' || ${lastName} || ' est d''accord pour que je prenne ce rendez-vous en son nom.'`;
}

function firstNameOf(random: Random, gender: Gender): string {
  return random.pick(gender === 'F' ? firstNamesFemale : firstNamesMale).latin;
}

/** The calendar day `days` before `date` (`YYYY-MM-DD`): pure date arithmetic, no clock involved. */
function daysBeforeDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * dayMilliseconds).toISOString().slice(0, 10);
}

export function buildDemoRelatives(
  random: Random,
  options: { patients: readonly UserRow[]; firstId: number; date: string },
): RelativeRow[] {
  const rows: RelativeRow[] = [];
  for (const holder of options.patients) {
    if (!random.chance(0.2)) continue;
    const count = random.pick([1, 1, 1, 2, 2, 3]);
    // A man's children carry his name; a woman's, their father's (Moroccan women keep their own).
    const childrenName = holder.gender === 'M' ? holder.lastName : random.pick(familyNames).latin;
    // One spouse, one father and one mother at most: another draw of them is a child.
    const taken = new Set<string>();
    for (let index = 0; index < count; index += 1) {
      const draw = random.next();
      let relationship: Relationship = draw < 0.72 ? 'child' : draw < 0.92 ? 'parent' : 'spouse';
      let gender: Gender =
        relationship === 'spouse' ? (holder.gender === 'F' ? 'M' : 'F') : random.chance(0.5) ? 'F' : 'M';
      if (relationship !== 'child' && taken.has(relationship + gender)) relationship = 'child';
      taken.add(relationship + gender);
      if (relationship === 'child') gender = random.chance(0.5) ? 'F' : 'M';
      // Children are under 18 a month from now; parents are 60 to 85; spouses 25 to 60.
      const daysOld =
        relationship === 'child'
          ? random.int(20, Math.floor(18 * year) - 30)
          : relationship === 'parent'
            ? random.int(Math.ceil(60 * year), Math.floor(85 * year))
            : random.int(Math.ceil(25 * year), Math.floor(60 * year));
      // A child carries the father's family name, and so does a father; a mother or a wife keeps her own.
      const lastName =
        relationship === 'child' || (relationship === 'spouse' && gender === 'M')
          ? childrenName
          : relationship === 'parent' && gender === 'M'
            ? holder.lastName
            : random.pick(familyNames).latin;
      rows.push({
        id: options.firstId + rows.length,
        userId: holder.id,
        firstName: firstNameOf(random, gender),
        lastName,
        birthDate: daysBeforeDate(options.date, daysOld),
        relationship,
        createdAt: new Date(holder.createdAt.getTime() + random.int(5, 600) * 60_000),
      });
    }
  }
  return rows;
}

export async function insertDemoRelatives(database: Database, rows: RelativeRow[]): Promise<void> {
  await bulkInsert(database, 'relatives', relativeColumns, rows);
  await syncIdentity(database, 'relatives');
}
