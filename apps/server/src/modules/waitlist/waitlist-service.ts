import { slugifySpeciality, type Locale, type TWaitlistBody, type TWaitlistEntry } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import { mailHtml } from '../../mail/mail-body.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { formatLocalDate, labelsOf, visitTypeLabelFor } from '../booking/index.ts';
import {
  claimFreedTimes,
  endEntry,
  endFinishedEntries,
  findCandidates,
  findOfferableSlots,
  findOpenEntries,
  findSignUpContext,
  recordOffer,
  upsertEntry,
  type FreedTimeRow,
} from './waitlist-repository.ts';

export interface WaitlistServiceDependencies {
  database: Database;
  /** The reference catalogue (its specialities give the doctor page's address). */
  catalog: { specialityById(id: number): Promise<{ labels: { fr: string } } | undefined> };
  mailer: Mailer;
  publicUrl: string;
}

/** At most this many entries hear of one freed slot (decision 070). */
const offersPerSlot = 3;

/** The waiting list for earlier slots (decision 070). */
export function createWaitlistService({ database, catalog, mailer, publicUrl }: WaitlistServiceDependencies) {
  const { db } = database;

  const specialitySlug = async (id: number | null) =>
    slugifySpeciality(id ? (await catalog.specialityById(id))?.labels.fr : undefined);

  async function present(patientId: number, locale: Locale, entryId?: number): Promise<TWaitlistEntry[]> {
    const found = await findOpenEntries(db, patientId, entryId);
    return Promise.all(
      found.map(async (row) => ({
        id: row.id,
        doctor_id: row.doctor_id,
        doctor_name: `${row.first_name} ${row.last_name}`.trim(),
        slug: row.slug,
        speciality_slug: await specialitySlug(row.speciality_id),
        visit_type: row.visit_type,
        visit_type_label:
          row.visit_type === null
            ? null
            : visitTypeLabelFor(
                labelsOf({ labelFr: row.label_fr, labelEn: row.label_en, labelAr: row.label_ar }),
                locale,
              ).label,
        before: row.before,
        created_at: row.created_at,
        last_offered_at: row.last_offered_at,
      })),
    );
  }

  async function signUp(options: { userId: number; doctorId: number; body: TWaitlistBody; locale: Locale }) {
    const { body } = options;
    const context = await findSignUpContext(db, {
      doctorId: options.doctorId,
      visitType: body.visit_type,
      before: body.before,
    });
    if (!context) throw new NotFound('doctor_not_found');
    if (context.user_id === options.userId) throw new Invalid('cannot_waitlist_self');
    if (!context.bookable) throw new Invalid('booking_not_available');
    if (!context.visit_type_ok) {
      throw new Invalid('visit_type_not_found', [{ field: 'body.visit_type', key: 'visit_type_not_found' }]);
    }
    if (!context.date_ok) {
      throw new Invalid('waitlist_date_out_of_range', [{ field: 'body.before', key: 'waitlist_date_out_of_range' }]);
    }
    // A booking since an earlier sign-up ended that entry: this one starts afresh.
    await endFinishedEntries(db, options.userId);
    const id = await upsertEntry(db, {
      doctorId: options.doctorId,
      patientId: options.userId,
      visitType: body.visit_type,
      before: body.before,
    });
    const [entry] = await present(options.userId, options.locale, id);
    return entry!;
  }

  async function list(options: { userId: number; locale: Locale }): Promise<TWaitlistEntry[]> {
    await endFinishedEntries(db, options.userId);
    return present(options.userId, options.locale);
  }

  async function leave(options: { userId: number; entryId: number }): Promise<void> {
    if (!(await endEntry(db, options.userId, options.entryId))) throw new NotFound('waitlist_entry_not_found');
  }

  async function offerFreedTime(freed: FreedTimeRow): Promise<number> {
    const offeredPerSlot = new Map<string, number>();
    let sent = 0;
    for (const candidate of await findCandidates(db, freed.doctor_id)) {
      const slots = await findOfferableSlots(db, {
        doctorId: freed.doctor_id,
        patientId: candidate.patient_id,
        minutes: candidate.minutes,
        start: freed.starts_at,
        end: freed.ends_at,
        before: candidate.before,
      });
      const slot = slots.find((each) => (offeredPerSlot.get(each.start) ?? 0) < offersPerSlot);
      if (!slot) continue;
      offeredPerSlot.set(slot.start, (offeredPerSlot.get(slot.start) ?? 0) + 1);
      const mail = await recordOffer(db, {
        entryId: candidate.entry_id,
        start: slot.start,
        visitTypeId: candidate.visit_type_id,
      });
      if (!mail) continue;
      const locale = mail.locale;
      const doctorPage = `${publicUrl}/${locale}/${await specialitySlug(mail.speciality_id)}/${mail.slug}`;
      const query = new URLSearchParams({
        visit_type: String(candidate.visit_type_id),
        date: mail.local_date,
        slot: slot.start,
      });
      const link = `${doctorPage}?${query.toString()}#booking`;
      const leaveLink = `${publicUrl}/${locale}/profile?section=appointments#waitlist`;
      const text = translate(locale, 'Waitlist.offerText', {
        name: mail.name,
        doctor: mail.doctor_name,
        date: formatLocalDate(locale, mail.local_date),
        time: mail.local_time,
        link,
        leave: leaveLink,
      });
      await mailer.send({
        to: mail.email,
        subject: translate(locale, 'Waitlist.offerSubject', { doctor: mail.doctor_name }),
        text,
        html: mailHtml(locale, text),
        link,
      });
      sent += 1;
    }
    return sent;
  }

  /**
   * The offer job's run (decision 070): ends finished entries, claims the freed time no process
   * handled yet, and offers its slots.
   */
  async function sendOffers(): Promise<number> {
    await endFinishedEntries(db);
    let sent = 0;
    for (const freed of await claimFreedTimes(db)) sent += await offerFreedTime(freed);
    return sent;
  }

  return { signUp, list, leave, sendOffers };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
