import { and, eq, sql } from 'drizzle-orm';
import { defaultBookingRules } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { bookingSettings, doctors, users } from '../../db/schema/index.ts';
import { selectRows } from './booking-sql.ts';

/** The doctor row an account owns, with whether the public sees it. */
export async function findDoctorOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: doctors.id, isPublic: doctors.isPublic })
    .from(doctors)
    .where(eq(doctors.userId, userId));
  return row;
}

/** A public doctor and whether it can take bookings at all (an owner, hours, visit types). */
export async function findBookableDoctor(db: Db, doctorId: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      userId: doctors.userId,
      // A suspended owner's page takes no bookings (decision 050).
      hasSettings: sql<boolean>`${bookingSettings.doctorId} is not null and ${users.suspendedAt} is null`,
      requiresConfirmation: sql<boolean>`coalesce(${bookingSettings.requiresConfirmation}, ${defaultBookingRules.requires_confirmation})`,
      cancelCutoffMinutes: sql<number>`coalesce(${bookingSettings.cancelCutoffMinutes}, ${defaultBookingRules.cancel_cutoff_minutes}::integer)`,
      today: sql<string>`to_char(morocco_local(now()), 'YYYY-MM-DD')`,
    })
    .from(doctors)
    .leftJoin(bookingSettings, eq(bookingSettings.doctorId, doctors.id))
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.id, doctorId), eq(doctors.isPublic, true)));
  return row;
}

/**
 * What the availability of a public doctor starts from, in one statement (each round trip counts on
 * this path, decision 042's speed bar): whether it can be booked, today on Morocco's clock, and its
 * active visit types in the doctor's order (decision 054).
 */
export async function findBookingPage(db: Db, doctorId: number) {
  const [row] = await selectRows<{
    user_id: number | null;
    has_settings: boolean;
    today: string;
    visit_types: Array<{
      id: number;
      labelFr: string | null;
      labelEn: string | null;
      labelAr: string | null;
      durationMinutes: number;
      priceMad: number | null;
      audience: string;
      position: number;
      isDefault: boolean;
    }>;
  }>(
    db,
    sql`
    select d.user_id, b.doctor_id is not null and u.suspended_at is null as has_settings, to_char(morocco_local(now()), 'YYYY-MM-DD') as today,
           coalesce((select json_agg(json_build_object('id', v.id, 'labelFr', v.label_fr, 'labelEn', v.label_en,
                                                       'labelAr', v.label_ar, 'durationMinutes', v.duration_minutes,
                                                       'priceMad', v.price_mad, 'audience', v.audience,
                                                       'position', v.position, 'isDefault', v.is_default)
                                     order by v.position, v.id)
                       from visit_types v where v.doctor_id = d.id and v.archived_at is null), '[]'::json) as visit_types
      from doctors d left join booking_settings b on b.doctor_id = d.id left join users u on u.id = d.user_id
     where d.id = ${doctorId} and d.is_public`,
  );
  return row && { userId: row.user_id, hasSettings: row.has_settings, today: row.today, visitTypes: row.visit_types };
}

/** The email and language of the account that owns a doctor row, for mails to the doctor. */
export async function findDoctorOwnerContact(db: Db, doctorId: number) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, firstName: users.firstName })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, doctorId));
  return row;
}
