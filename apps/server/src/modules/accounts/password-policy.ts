import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordMaxLength, passwordMinLength, type ErrorKey } from '@tabib/shared';
import { Invalid } from '../../errors.ts';

/** Staff passwords are longer than patients' (decision 038): they open every account's data. */
export const staffPasswordMinLength = 12;

/** Why a password is refused: the `Error.*` key said under the password field (decision 049). */
export type PasswordProblem = Extract<
  ErrorKey,
  | 'password_too_short'
  | 'too_long'
  | 'password_too_common'
  | 'password_contains_email'
  | 'staff_password_too_short'
  | 'staff_password_too_simple'
>;

/** Whose password it is: the rule looks for the e-mail's name in it and is stricter for staff. */
export interface PasswordOwner {
  email: string;
  /** users.staff_role is set, or is about to be (decision 038). */
  staff: boolean;
}

/**
 * Favourites of French-speaking and Moroccan users that zxcvbn's list (English-speaking leaks)
 * lacks; with a year or a few digits around them they are refused too (decision 049).
 */
const localFavourites = [
  'tabib',
  'maroc',
  'marocain',
  'marocaine',
  'maghreb',
  'maghrib',
  'dimamaghrib',
  'rabat',
  'marrakech',
  'tanger',
  'agadir',
  'meknes',
  'oujda',
  'tetouan',
  'amazigh',
  'wydad',
  'wydadi',
  'rajawi',
  'allahakbar',
  'alhamdulillah',
  'inchallah',
  'salamalaikoum',
  'mabrouk',
  'habibti',
  'hamza',
  'khadija',
  'imane',
  'hicham',
  'bouchra',
  'ayoub',
  'doudou',
  'coucou',
  'bienvenue',
  'medecin',
  'docteur',
];

/** Words a staff password may not even contain (decision 038): they open every attacker's list. */
const staffForbiddenWords = [
  'password',
  'motdepasse',
  'azerty',
  'qwerty',
  '123456',
  'tabib',
  'admin',
  'maroc',
  'morocco',
];

/** A word found with digits or signs around it ("Soleil2024!") counts from this length on. */
const commonWordMinLength = 4;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * zxcvbn-ts's 49,000 most common passwords (lower case) and the local favourites, in a Set built on
 * first use: a lookup per candidate, so the check costs microseconds per registration.
 */
function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set([...dictionary['passwords-common'], ...localFavourites]);
  return commonPasswords;
}

/** Whether a lower-cased password is a common one, bare or with digits and signs around it. */
function isCommonPassword(folded: string): boolean {
  const common = commonPasswordSet();
  if (common.has(folded)) return true;
  const word = folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return word.length >= commonWordMinLength && common.has(word);
}

/**
 * The one password rule of Tabib (decision 049), for registration, change, reset and the staff
 * command line: why `password` will not do for its owner, or undefined when it will. Every account:
 * at least 8 characters, not one of the most common passwords (whatever the case, digits around it
 * included) and not containing the e-mail's name (3 characters or more). Staff (decision 038): at
 * least 12 characters, 6 different ones, and none of the words every attacker tries first.
 */
export function findPasswordProblem(password: string, owner: PasswordOwner): PasswordProblem | undefined {
  if (password.length > passwordMaxLength) return 'too_long';
  if (owner.staff && password.length < staffPasswordMinLength) return 'staff_password_too_short';
  if (password.length < passwordMinLength) return 'password_too_short';
  if (owner.staff && new Set(password).size < 6) return 'staff_password_too_simple';
  const folded = password.normalize('NFKC').toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const name = email.slice(0, Math.max(email.lastIndexOf('@'), 0));
  if (name.length >= 3 && folded.includes(name)) return 'password_contains_email';
  if (owner.staff && staffForbiddenWords.some((word) => folded.includes(word))) return 'password_too_common';
  if (isCommonPassword(folded)) return 'password_too_common';
  return undefined;
}

/**
 * Throws the translated 400 of `findPasswordProblem`, said under `field` (the password's name in the
 * body: `password`, `newPassword`, `new_password`), where the forms show a refusal of the schema.
 */
export function enforcePasswordPolicy(password: string, owner: PasswordOwner, field: string): void {
  const problem = findPasswordProblem(password, owner);
  if (problem) throw new Invalid(problem, [{ field: `body.${field}`, key: problem }]);
}
