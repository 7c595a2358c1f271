import { sql } from 'drizzle-orm';
import { activeAppointmentStatuses, type Locale } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { translate } from '../../i18n/catalogues.ts';
import { mailHtml } from '../../mail/mail-body.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { AgendaActor } from './agenda-actor.ts';
import { recordAgendaChange } from './agenda-change-repository.ts';
import { localeOf } from './appointment-context.ts';
import { selectRows, statusList } from './booking-sql.ts';

/** What the running-late notice needs. */
export interface DelayServiceDependencies {
  database: Database;
  mailer: Mailer;
  background: BackgroundTasks;
}

interface Waiting {
  email: string;
  locale: string;
  local_time: string;
  expected_time: string;
  doctor_name: string;
  doctor_name_ar: string | null;
}

/**
 * "Running late" (decision 071): today's delay of a doctor on Morocco's clock, told by e-mail to
 * the day's patients still to come, with their new time computed in the database. The same value
 * twice mails nobody again; a new value (or clearing it) mails again.
 */
export function createDelayService({ database, mailer, background }: DelayServiceDependencies) {
  const { db } = database;

  async function setDelay(options: { actor: AgendaActor; minutes: number }) {
    const { actor, minutes } = options;
    const waiting = await db.transaction(async (tx) => {
      const [previous] = await selectRows<{ minutes: number }>(
        tx,
        sql`select minutes from doctor_delays
            where doctor_id = ${actor.doctorId} and on_date = morocco_local(now())::date for update`,
      );
      await tx.execute(sql`
        insert into doctor_delays (doctor_id, on_date, minutes, set_by)
        values (${actor.doctorId}, morocco_local(now())::date, ${minutes}, ${actor.userId})
        on conflict (doctor_id, on_date) do update
          set minutes = excluded.minutes, set_by = excluded.set_by, set_at = now()`);
      if ((previous?.minutes ?? 0) === minutes) return [];
      await recordAgendaChange(tx, {
        doctorId: actor.doctorId,
        actorId: actor.userId,
        actorRole: actor.role,
        action: 'delay',
      });
      return selectRows<Waiting>(
        tx,
        sql`select coalesce(u.email, pp.email) as email, coalesce(u.locale, pp.locale) as locale,
              to_char(morocco_local(a.starts_at), 'HH24:MI') as local_time,
              to_char(morocco_local(a.starts_at + make_interval(mins => ${minutes}::integer)), 'HH24:MI')
                as expected_time,
              trim(d.first_name || ' ' || d.last_name) as doctor_name,
              nullif(trim(coalesce(d.first_name_ar, '') || ' ' || coalesce(d.last_name_ar, '')), '')
                as doctor_name_ar
            from appointments a
            join doctors d on d.id = a.doctor_id
            join practice_patients pp on pp.id = a.practice_patient_id
            left join users u on u.id = a.patient_id
            where a.doctor_id = ${actor.doctorId}
              and a.status in ${statusList(activeAppointmentStatuses)}
              and a.starts_at > now()
              and morocco_local(a.starts_at)::date = morocco_local(now())::date
              and coalesce(u.email, pp.email) is not null
            order by a.starts_at`,
      );
    });
    for (const patient of waiting) {
      const locale: Locale = localeOf(patient.locale);
      const values = {
        doctor: (locale === 'ar' && patient.doctor_name_ar) || patient.doctor_name,
        minutes,
        time: patient.local_time,
        expected: patient.expected_time,
      };
      const text = translate(locale, minutes === 0 ? 'Mail.delay.clearedText' : 'Mail.delay.text', values);
      background.run('running-late mail', () =>
        mailer.send({
          to: patient.email,
          subject: translate(locale, minutes === 0 ? 'Mail.delay.clearedSubject' : 'Mail.delay.subject', values),
          text,
          html: mailHtml(locale, text),
        }),
      );
    }
    return { minutes, notified: waiting.length };
  }

  return { setDelay };
}
