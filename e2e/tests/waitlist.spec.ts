import type { Locale } from '@tabib/shared';
import { availability, book, schedule } from '../fixtures/agenda.ts';
import { cancelAppointment, expect, myAppointments, putSchedule, test } from '../fixtures/booking.ts';
import { mailedTo } from '../fixtures/outbox.ts';
import { doctorPage, escapeRegExp, translator, uniqueLastName, type Translate } from '../fixtures/test.ts';

/**
 * The waiting list for earlier slots (decision 070), as a patient lives it: the doctor's one slot
 * of the coming days is taken, so she asks on the doctor's page to hear of an earlier one and finds
 * the entry in her profile; the other patient cancels, the offer mail comes in her language within
 * the minute the product promises, its link opens the booking confirmation of that very slot, and
 * she books it: My appointments shows it, the waiting list no longer does. In fr and ar, at 1280
 * and 375 px.
 */

/** The day `days` after `date` (YYYY-MM-DD), by calendar arithmetic. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * "dimanche 29 novembre", "الأحد، 29 نونبر": a day as the pages write it (Intl, ar-MA for Arabic, a
 * calendar date so no time zone). The journey checks it against the week's own heading of the slot.
 */
function longDay(date: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-MA' : lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00.000Z`));
}

/** "HH:MM" moved on by some minutes, within one day. */
function addMinutes(time: string, minutes: number): string {
  const [hours = 0, rest = 0] = time.split(':').map(Number);
  const total = hours * 60 + rest + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A catalogue text as a whole-text pattern, paragraphs kept: the placeholders given are filled, the
 * others (a link, a date) match anything on one line and are captured in order.
 */
function catalogueText(t: Translate, key: string, values: Record<string, string>): RegExp {
  const text = escapeRegExp(t(key, values)).replace(/\\\{\\\{\w+\\\}\\\}/g, '([^\\n]*)');
  return new RegExp(`^${text}$`);
}

/** The product's promise: an offer leaves within a minute of the freed time (decision 070). */
const offerWithin = 60_000;

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  for (const width of [1280, 375]) {
    test(`${lang}, ${width} px: a waiting patient gets the freed slot's mail, opens its link and books it`, async ({
      page,
      request,
      accounts,
      signIn,
      bookableDoctor,
      patientsToRelease,
      checkA11y,
    }, testInfo) => {
      // Most of it is the wait for the offer job, which the product allows a minute.
      test.setTimeout(3 * 60_000);
      const t = translator(lang);
      await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });

      // 1. A doctor whose only slot of the coming days, tomorrow at 10:00 (always more than two
      // hours ahead), is booked by a first patient. Two visit types, so the form asks which.
      const {
        account: doctorAccount,
        doctor,
        visitTypes: [consultation, checkUp],
      } = await bookableDoctor({
        name: `Karim ${uniqueLastName()}`,
        visitTypes: [
          { label: 'Consultation', duration: 30, price: 250 },
          { label: 'Suivi', duration: 30, price: null },
        ],
      });
      if (!consultation || !checkUp) throw new Error('the doctor has two visit types');
      const { today } = await schedule(request, doctorAccount.user.token);
      const tomorrow = addDays(today, 1);
      await putSchedule(request, doctorAccount.user.token, {
        weekly: [],
        overrides: [{ date: tomorrow, ranges: [{ start: '10:00', end: '10:30' }] }],
        absences: [],
        rules: { min_notice_minutes: 120, horizon_days: 14, requires_confirmation: false, cancel_cutoff_minutes: 0 },
      });
      const week = await availability(request, doctor.id, { days: 7, visit_type: consultation.id });
      const [slot, ...others] = week.days.flatMap((day) => day.slots);
      expect(others).toEqual([]);
      if (!slot) throw new Error('the doctor has one slot tomorrow');
      expect(slot.local_time).toBe('10:00');
      const first = await accounts.create({ name: `Hamid ${uniqueLastName()}` });
      const waiting = await accounts.create({ name: `Salma ${uniqueLastName()}`, lang });
      patientsToRelease.push(first, waiting);
      const taken = await book(request, first.user.token, {
        doctor: doctor.id,
        visit_type: consultation.id,
        start: slot.start,
      });
      const fullName = `${doctor.first_name} ${doctor.last_name}`;
      const waitingName = `${waiting.user.first_name} ${waiting.user.last_name}`.trim();

      // 2. The waiting patient finds no slot this week and asks to hear of one before the day after
      // tomorrow, for a consultation.
      await signIn(waiting);
      await page.goto(doctorPage(lang, doctor));
      const booking = page.getByRole('region', { name: t('Booking.title') });
      await expect(booking.getByText(t('Booking.noSlotsThisWeek'))).toBeVisible();
      await booking.getByRole('button', { name: t('Waitlist.title') }).click();
      const before = addDays(tomorrow, 1);
      await booking.getByLabel(t('Waitlist.before')).fill(before);
      await booking.getByLabel(t('Waitlist.visitType')).selectOption({ label: consultation.label });
      await checkA11y();
      await booking.getByRole('button', { name: t('Waitlist.submit') }).click();
      await expect(booking.getByRole('status')).toHaveText(t('Waitlist.done', { date: longDay(before, lang) }));

      // Her profile lists the entry beside her appointments.
      await page.goto(`/${lang}/profile?section=appointments`);
      const lists = page.getByRole('region', { name: t('Waitlist.mine') });
      await expect(
        lists.getByRole('link', { name: t('Waitlist.entry', { doctor: fullName, date: longDay(before, lang) }) }),
      ).toBeVisible();
      await checkA11y();

      // 3. The first patient cancels: the offer mail comes within the minute, in her language.
      await cancelAppointment(request, first.user.token, taken.id);
      const mail = await mailedTo(waiting.email, t('Waitlist.offerSubject', { doctor: fullName }), {
        timeout: offerWithin,
      });
      const offerText = catalogueText(t, 'Waitlist.offerText', {
        name: waitingName,
        doctor: fullName,
        time: slot.local_time,
      });
      expect(mail.text.trim()).toMatch(offerText);
      const [, mailDay = '', link = '', leave = ''] = offerText.exec(mail.text.trim()) ?? [];
      const leaving = new URL(leave);
      expect(`${leaving.pathname}${leaving.search}${leaving.hash}`).toBe(
        `/${lang}/profile?section=appointments#waitlist`,
      );
      const offer = new URL(link);
      expect(offer.pathname).toBe(doctorPage(lang, doctor));
      expect(offer.searchParams.get('slot')).toBe(slot.start);

      // 4. The link opens the confirmation of that very slot, written as the week writes it.
      await page.goto(`${offer.pathname}${offer.search}${offer.hash}`);
      const dialog = page.getByRole('dialog', { name: t('Booking.confirmTitle') });
      await expect(dialog).toBeVisible();
      const slotDay = booking
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') })
        .filter({ has: page.getByRole('button', { name: slot.local_time }) })
        .getByRole('heading');
      const day = ((await slotDay.textContent()) ?? '').trim();
      expect(day).toBe(longDay(tomorrow, lang));
      // The mail wrote the same day, with its year, as the booking mails do.
      expect(mailDay).toBe(`${day} ${tomorrow.slice(0, 4)}`);
      await expect(dialog).toContainText(
        t('Doctor.name', { firstName: doctor.first_name, lastName: doctor.last_name }),
      );
      await expect(dialog).toContainText(consultation.label);
      await expect(dialog).toContainText(t('Booking.dayAndTime', { day, time: slot.local_time }));
      await checkA11y();
      await page.screenshot({ path: testInfo.outputPath(`waitlist-offer-${lang}-${width}.png`) });
      await dialog.getByRole('button', { name: t('Booking.confirm') }).click();
      const booked = page.getByRole('dialog', { name: t('Booking.bookedTitle') });
      await expect(booked.getByRole('status')).toHaveText(t('Booking.confirmedText'));

      // My appointments shows it; the waiting list has ended.
      await booked.getByRole('link', { name: t('Booking.myAppointments') }).click();
      const upcoming = page.getByRole('region', { name: t('Booking.upcoming') });
      const when = t('Booking.dayAndTimes', {
        day,
        start: slot.local_time,
        end: addMinutes(slot.local_time, consultation.duration),
      });
      await expect(upcoming.getByRole('article', { name: when, exact: true })).toContainText(
        t('Booking.status.confirmed'),
      );
      await expect(lists.getByText(t('Waitlist.none'))).toBeVisible();
      await expect(lists.getByRole('link')).toHaveCount(0);
      const mine = (await myAppointments(request, waiting.user.token, 'upcoming')) ?? [];
      expect(mine.map((appointment) => appointment.start)).toEqual([slot.start]);
      await page.screenshot({ path: testInfo.outputPath(`waitlist-booked-${lang}-${width}.png`), fullPage: true });
    });
  }
}
