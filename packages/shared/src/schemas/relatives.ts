import { z } from 'zod';
import { relationshipCodes } from '../coverage.ts';
import { ZId } from './common.ts';
import { ZMoroccanMobile } from './phone.ts';

/** My relatives (decision 075): the people an account books for, a child, a parent, a spouse. */

/** How many relatives one account may hold. */
export const maxRelatives = 12;
/** A relative's first or last name, at most this many characters once trimmed. */
export const relativeNameMaxLength = 60;
/** The oldest birth date accepted, in years before today on Morocco's clock. */
export const relativeMaxAgeYears = 120;

const ZRelativeName = z
  .string({ error: 'name_required' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, { error: 'name_required' }).max(relativeNameMaxLength, { error: 'too_long' }));

/**
 * A birth date, YYYY-MM-DD, that exists in the calendar. Whether it is past and within
 * `relativeMaxAgeYears` is checked by the server against Morocco's date, which the browser's clock
 * may not know (decision 075).
 */
export const ZBirthDate = z.string({ error: 'invalid_date' }).refine(
  (value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (year < 1850 || month < 1 || month > 12 || day < 1) return false;
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  },
  { error: 'invalid_date' },
);

/** POST /api/users/relatives/ and PUT /api/users/relatives/{id}/. */
export const ZRelativeBody = z.object({
  first_name: ZRelativeName,
  last_name: ZRelativeName,
  birth_date: ZBirthDate,
  relationship: z.enum(relationshipCodes, { error: 'invalid_value' }),
  /** Optional; '' or null for none. */
  phone: z.preprocess((value) => (value === '' || value === null ? undefined : value), ZMoroccanMobile.optional()),
});
export type TRelativeBody = z.input<typeof ZRelativeBody>;
/** A relative as the server reads it: names trimmed, the phone in +212 form or absent. */
export type TRelativeInput = z.output<typeof ZRelativeBody>;

export const ZRelativeIdParams = z.object({ id: ZId });

/** A relative as its account sees it. */
export const ZRelative = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  relationship: z.enum(relationshipCodes),
  phone: z.string().nullable(),
  /** Whole years today on Morocco's clock. */
  age: z.number().int(),
  /** Whole months today, for a child under two ("18 mois"). */
  age_months: z.number().int(),
  /** Active appointments still ahead: while there is one, the relative cannot be deleted. */
  upcoming_appointments: z.number().int(),
});
export type TRelative = z.infer<typeof ZRelative>;
export const ZRelativeList = z.array(ZRelative);

/**
 * Who an appointment is for when it is not the account holder (decision 075): the relative's name,
 * their age on the appointment's day (whole years, and months for a child under two) and the
 * account holder who booked it and is reached about it.
 */
export const ZAppointmentRelative = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  age: z.number().int(),
  age_months: z.number().int(),
  holder_name: z.string(),
});
export type TAppointmentRelative = z.infer<typeof ZAppointmentRelative>;
