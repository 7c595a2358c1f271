import { readFileSync } from 'node:fs';
import { ZAppointment, ZUserInfo, type Locale, type TAvailability } from '@tabib/shared';
import { availability, book } from '../fixtures/agenda.ts';
import { addVisitType, everyDay, expect, putSchedule, test } from '../fixtures/booking.ts';
import { confirmationLinkMailedTo, mailedTo } from '../fixtures/outbox.ts';
import {
  closeToast,
  doctorPage,
  escapeRegExp,
  translator,
  uniqueEmail,
  uniqueLastName,
  type Account,
  type Translate,
} from '../fixtures/test.ts';

/**
 * Booking, from the first visit to the review (decision 042), in French and Arabic. A signed-out
 * visitor picks a slot on a doctor's page, creates an account on the way (the sign-up keeps the
 * slot) and confirms; the booking mail arrives in the page's language with its .ics; My
 * appointments gives the same appointment as a calendar file, and moves it to another slot. Then a
 * visit that starts a minute later is booked, the doctor marks it completed from the agenda once it
 * has begun, and the patient's review of the doctor shows as a verified visit. The patient's
 * upcoming appointments are cancelled after the test.
 */

/**
 * Texts of the catalogue as a whole-text pattern, paragraphs in order: the placeholders given are
 * filled, the others (a date written by the server, say) match anything on one line, and are captured.
 */
function catalogueText(t: Translate, keys: string | string[], values: Record<string, string> = {}): RegExp {
  const paragraphs = [keys].flat().map((key) => escapeRegExp(t(key, values)));
  const text = paragraphs.join('\n\n').replace(/\\\{\\\{\w+\\\}\\\}/g, '([^\\n]*)');
  return new RegExp(`^${text}$`);
}

/** "HH:MM" of a number of minutes after midnight. */
function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "HH:MM" moved on by some minutes: clock arithmetic, within one day. */
function addMinutes(time: string, minutes: number): string {
  const [hours = 0, rest = 0] = time.split(':').map(Number);
  return clockTime(hours * 60 + rest + minutes);
}

/** An ISO instant as iCalendar writes it in UTC: 2026-12-02T09:00:00.000Z is 20261202T090000Z. */
function icsInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The content lines of an iCalendar text, folded lines joined again (RFC 5545, 3.1). */
function calendarLines(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

/** The value of a property (its parameters left aside), from its first line. */
function property(lines: string[], name: string): string | undefined {
  return lines.find((line) => line.split(/[;:]/)[0] === name)?.replace(/^[^:]*:/, '');
}

/** An appointment as a calendar file: one event, at the instant booked, titled in the reader's language. */
function expectCalendar(text: string, event: { start: string; minutes: number; title: string }): string[] {
  const lines = calendarLines(text);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(property(lines, 'DTSTART')).toBe(icsInstant(event.start));
  expect(property(lines, 'DTEND')).toBe(
    icsInstant(new Date(Date.parse(event.start) + event.minutes * 60_000).toISOString()),
  );
  expect(property(lines, 'SUMMARY')).toBe(event.title);
  return lines;
}

/**
 * How far the doctor's clock (Morocco's, as the server computes it) is ahead of UTC: each slot
 * carries its instant and its date and time on that clock. Node's own time zone data is not asked
 * (it is an hour off for Morocco; decision 042).
 */
function clockOffset(week: TAvailability): number {
  for (const day of week.days) {
    const slot = day.slots[0];
    if (slot) return Date.parse(`${day.date}T${slot.local_time}:00.000Z`) - Date.parse(slot.start);
  }
  throw new Error('an open doctor has a free slot this week');
}

/** The doctor's date and time now, from the offset the server showed. */
function doctorClock(offset: number): { date: string; minutes: number; seconds: number } {
  const local = new Date(Date.now() + offset);
  return {
    date: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    seconds: local.getUTCSeconds(),
  };
}

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  test(`${lang}: a new patient signs up on the way to a slot, gets the mail and the .ics, reschedules, then reviews a completed visit`, async ({
    page,
    browser,
    request,
    bookableDoctor,
    patientsToRelease,
    checkA11y,
  }) => {
    // The visit of part 4 must really have begun before the doctor may mark it completed: the test
    // waits for it, up to two minutes of the clock (more just before midnight, see below).
    test.setTimeout(5 * 60_000);
    const t = translator(lang);
    const {
      account: doctorAccount,
      doctor,
      visitTypes: [consultation],
    } = await bookableDoctor({ name: `Nadia ${uniqueLastName()}` });
    if (!consultation) throw new Error('the bookable doctor has a consultation');
    const doctorName = t('Doctor.name', { firstName: doctor.first_name, lastName: doctor.last_name });
    const fullName = `${doctor.first_name} ${doctor.last_name}`;
    const calendarTitle = t('Mail.appointmentCalendarTitle', { visit: consultation.label, doctor: fullName });

    // 1. Signed out, a slot of the second day that has any (today's may pass the notice meanwhile).
    await page.goto(doctorPage(lang, doctor));
    const booking = page.getByRole('region', { name: t('Booking.title') });
    const slot = booking
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
      .filter({ has: page.getByRole('button') })
      .nth(1)
      .getByRole('button')
      .first();
    await expect(slot).toBeVisible();
    const time = ((await slot.textContent()) ?? '').trim();
    expect(time).toMatch(/^\d\d:\d\d$/);
    const day = catalogueText(t, 'Booking.slotLabel', { time }).exec(
      (await slot.getAttribute('aria-label')) ?? '',
    )?.[1];
    if (!day) throw new Error(`the slot ${time} is not named with its day`);
    const end = addMinutes(time, consultation.duration);
    await slot.click();

    // Sign-in asks first; the patient has no account and follows "Create an account", which keeps `after`.
    await expect(page.getByRole('heading', { level: 1, name: t('Pages.login') })).toBeVisible();
    const after = new URL(page.url()).searchParams.get('after') ?? '';
    expect(after.startsWith(doctorPage(lang, doctor))).toBe(true);
    const start = new URLSearchParams(after.split('#')[0]?.split('?')[1]).get('slot') ?? '';
    expect(Date.parse(start)).toBeGreaterThan(Date.now());
    await page
      .getByRole('main')
      .getByRole('link', { name: t('Account.createAccount') })
      .click();
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { level: 1, name: t('Pages.register') })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('after')).toBe(after);
    const email = uniqueEmail('patient');
    const password = 'first password 1';
    await form.getByLabel(t('Account.name')).fill('Salma Idrissi');
    await form.getByLabel(t('Account.email')).fill(email);
    await form.getByLabel(t('Account.password'), { exact: true }).fill(password);
    await form.getByLabel(t('Account.confirmPassword')).fill(password);
    await checkA11y();
    const registration = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/users/register/',
    );
    await form.getByRole('button', { name: t('Account.createAccount') }).click();
    const registered = await registration;
    expect(registered.status()).toBe(200);
    const patient: Account = { email, password, user: ZUserInfo.parse(await registered.json()) };
    patientsToRelease.push(patient);

    // Back on the doctor's page, at the same slot's confirmation.
    const dialog = page.getByRole('dialog', { name: t('Booking.confirmTitle') });
    await expect(dialog).toContainText(doctorName);
    await expect(dialog).toContainText(t('Booking.dayAndTime', { day, time }));
    await expect(dialog.getByRole('heading', { name: t('Booking.confirmTitle') })).toBeFocused();
    await dialog.getByRole('button', { name: t('Booking.confirm') }).click();

    // A first booking needs the address confirmed (decision 050): the dialog says so and stays open; the
    // patient opens the welcome mail's link in another tab, and the dialog notices by itself.
    const step = page.getByRole('dialog', { name: t('Booking.confirmEmailTitle') });
    await expect(step.getByRole('button', { name: t('Booking.sendLinkAgain') })).toBeVisible();
    const mailTab = await page.context().newPage();
    await mailTab.goto(await confirmationLinkMailedTo(email));
    await expect(mailTab.getByRole('heading', { level: 1, name: t('Pages.confirmEmail') })).toBeVisible();
    await expect(mailTab.getByRole('link', { name: t('Account.continue') })).toBeVisible();
    await mailTab.close();
    await page.bringToFront();
    await expect(dialog.getByRole('status')).toHaveText(t('Booking.emailNowConfirmed'));
    await dialog.getByRole('button', { name: t('Booking.confirm') }).click();
    const booked = page.getByRole('dialog', { name: t('Booking.bookedTitle') });
    await expect(booked.getByRole('status')).toHaveText(t('Booking.confirmedText'));

    // 2. The booking mail, in the page's language, with the appointment as an RFC 5545 file.
    const mail = await mailedTo(email, catalogueText(t, 'Mail.appointment.bookedPatientSubject', { time }));
    expect(mail.text.trim()).toMatch(
      // The booking, then the one-tap answers (decision 071): confirm attendance, or cancel.
      catalogueText(
        t,
        ['Mail.appointment.bookedPatientText', 'Mail.appointment.confirmLink', 'Mail.appointment.cancelLink'],
        {
          name: 'Salma',
          doctor: fullName,
          visit: consultation.label,
          time,
        },
      ),
    );
    expect(mail.text).toContain(`/${lang}/profile?section=appointments`);
    expect(mail.text).toContain(`/${lang}/appointment-answer/`);
    const attached = mail.attachments.find((file) => file.filename.endsWith('.ics'));
    expect(attached?.contentType).toMatch(/^text\/calendar/);
    const mailed = expectCalendar(attached?.content ?? '', {
      start,
      minutes: consultation.duration,
      title: calendarTitle,
    });
    expect(property(mailed, 'METHOD')).toBe('REQUEST');

    // 3. My appointments: the appointment, as a calendar file too.
    await booked.getByRole('link', { name: t('Booking.myAppointments') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.appointments') })).toBeVisible();
    const upcoming = page.getByRole('region', { name: t('Booking.upcoming') });
    const when = (at: string, until: string) => t('Booking.dayAndTimes', { day, start: at, end: until });
    const appointment = upcoming.getByRole('article', { name: when(time, end), exact: true });
    await expect(appointment).toContainText(t('Booking.status.confirmed'));
    await expect(appointment.getByRole('link', { name: t('Booking.doctorName', { name: fullName }) })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await appointment.getByRole('button', { name: t('Booking.addToCalendar') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const downloaded = expectCalendar(readFileSync(await download.path(), 'utf8'), {
      start,
      minutes: consultation.duration,
      title: calendarTitle,
    });
    // The same event as the mail's: a calendar that has one replaces it rather than adding a second.
    expect(property(downloaded, 'UID')).toBe(property(mailed, 'UID'));
    expect(property(downloaded, 'METHOD')).toBe('PUBLISH');

    // Moved to the last slot of the same day.
    await appointment.getByRole('button', { name: t('Booking.reschedule') }).click();
    const moving = page.getByRole('dialog', { name: t('Booking.rescheduleTitle') });
    await expect(moving.getByRole('heading', { name: t('Booking.rescheduleTitle') })).toBeFocused();
    const later = moving
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: day, exact: true }) })
      .getByRole('button')
      .last();
    await expect(later).toBeVisible();
    await checkA11y();
    const newTime = ((await later.textContent()) ?? '').trim();
    expect(newTime).not.toBe(time);
    const newEnd = addMinutes(newTime, consultation.duration);
    await later.click();
    const newWhen = t('Booking.dayAndTime', { day, time: newTime });
    await expect(moving.getByText(t('Booking.rescheduleNew', { when: newWhen }))).toBeVisible();
    const rescheduling = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /^\/api\/appointments\/\d+\/reschedule\/$/.test(new URL(response.url()).pathname),
    );
    await moving.getByRole('button', { name: t('Booking.rescheduleConfirm') }).click();
    const moved = ZAppointment.parse(await (await rescheduling).json());
    await closeToast(page, t('Booking.rescheduled', { when: newWhen }));
    await expect(moving).toBeHidden();
    await expect(upcoming.getByRole('article', { name: when(newTime, newEnd), exact: true })).toContainText(
      t('Booking.status.confirmed'),
    );
    await expect(upcoming.getByRole('article')).toHaveCount(1);
    const former = page
      .getByRole('region', { name: t('Booking.past') })
      .getByRole('article', { name: when(time, end), exact: true });
    // The old one says where it went, not "Cancelled by you" (decision 058).
    await expect(former.locator('.appointment-status')).toContainText(t('Booking.rescheduledTo', { when: '' }).trim());
    await expect(former.locator('.appointment-status')).toContainText(newTime);
    await expect(former).not.toContainText(t('Booking.status.cancelled_by_patient'));
    await checkA11y();
    const movedMail = await mailedTo(
      email,
      catalogueText(t, 'Mail.appointment.rescheduledPatientSubject', { time: newTime }),
    );
    const movedEvent = expectCalendar(
      movedMail.attachments.find((file) => file.filename.endsWith('.ics'))?.content ?? '',
      { start: moved.start, minutes: consultation.duration, title: calendarTitle },
    );
    // The same event, moved: a calendar that holds the first time replaces it (decision 042).
    expect(property(movedEvent, 'UID')).toBe(property(mailed, 'UID'));
    expect(property(movedEvent, 'SEQUENCE')).toBe('1');

    // 4. A 5-minute check-up that begins a minute or two from now, on the doctor's clock: a date
    // override for today, bookable without notice.
    const doctorToken = doctorAccount.user.token;
    const offset = clockOffset(await availability(request, doctor.id, { days: 7, visit_type: consultation.id }));
    let clock = doctorClock(offset);
    if (clock.minutes >= 24 * 60 - 15) {
      // Too close to midnight for today's range: wait for tomorrow on the doctor's clock.
      test.setTimeout(test.info().timeout + 16 * 60_000);
      const today = clock.date;
      await expect.poll(() => doctorClock(offset).date, { timeout: 16 * 60_000, intervals: [5_000] }).not.toBe(today);
      clock = doctorClock(offset);
    }
    // At least 45 seconds ahead: the agenda is loaded before the visit begins.
    const soonMinutes = clock.minutes + (clock.seconds < 15 ? 1 : 2);
    const soonTime = clockTime(soonMinutes);
    const checkUp = await addVisitType(request, doctorToken, {
      label: 'Contrôle',
      duration: 5,
      price: null,
      audience: 'all',
    });
    await putSchedule(request, doctorToken, {
      ...everyDay,
      overrides: [{ date: clock.date, ranges: [{ start: soonTime, end: clockTime(soonMinutes + 10) }] }],
      rules: { ...everyDay.rules, min_notice_minutes: 0 },
    });
    const today = await availability(request, doctor.id, { days: 1, visit_type: checkUp.id });
    expect(today.today).toBe(clock.date);
    expect(today.days[0]?.slots.map((free) => free.local_time)).toEqual([soonTime, clockTime(soonMinutes + 5)]);
    const soon = today.days[0]?.slots[0];
    if (!soon) throw new Error(`no slot at ${soonTime} today`);
    const visit = await book(request, patient.user.token, {
      doctor: doctor.id,
      visit_type: checkUp.id,
      start: soon.start,
    });
    expect(visit.status).toBe('confirmed');
    // Before its start, the server refuses to call it completed.
    const early = await request.post(`/api/appointments/${visit.id}/complete/`, {
      headers: { authorization: `Bearer ${doctorToken}` },
      data: {},
    });
    expect(early.status()).toBe(400);
    expect(((await early.json()) as { error: string }).error).toBe('not_started_yet');

    // The doctor's agenda, today: not started, so not yet to be marked.
    const doctorContext = await browser.newContext();
    const agenda = await doctorContext.newPage();
    await agenda.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(doctorAccount.user));
    await agenda.goto(`/${lang}/profile?section=agenda&view=day&date=${clock.date}`);
    await expect(agenda.getByRole('heading', { level: 1, name: t('Profile.agenda') })).toBeVisible();
    // The grid's cell of the visit opens its card (decision 068).
    const openOnGrid = async () => {
      await agenda
        .getByRole('gridcell', { name: new RegExp(`${escapeRegExp(soonTime)}–`) })
        .first()
        .focus();
      await agenda.keyboard.press('Enter');
    };
    await openOnGrid();
    const card = agenda
      .getByRole('dialog')
      .getByRole('article', { name: `${soonTime}–${clockTime(soonMinutes + 5)} Salma Idrissi` });
    await expect(card).toContainText(t('Agenda.status.confirmed'));
    await expect(card.getByRole('button', { name: t('Agenda.action.cancel') })).toBeVisible();
    await expect(card.getByRole('button', { name: t('Agenda.action.complete') })).toHaveCount(0);

    // Once it has begun, the doctor marks it completed.
    await expect
      .poll(() => Date.now() > Date.parse(soon.start) + 1_000, {
        message: `the visit at ${soonTime} has begun`,
        timeout: 3 * 60_000,
        intervals: [1_000],
      })
      .toBe(true);
    await agenda.reload();
    await openOnGrid();
    await expect(card.getByRole('button', { name: t('Agenda.action.no-show') })).toBeVisible();
    await card.getByRole('button', { name: t('Agenda.action.complete') }).click();
    await expect(card).toContainText(t('Agenda.status.completed'));
    await expect(card).toBeFocused();
    await closeToast(agenda, t('Agenda.done.complete'));
    // Done: nothing left to mark (the history and the call stay).
    for (const action of ['complete', 'no-show', 'cancel'] as const) {
      await expect(card.getByRole('button', { name: t(`Agenda.action.${action}`) })).toHaveCount(0);
    }
    await checkA11y(agenda);
    await doctorContext.close();

    // 5. The patient finds the visit done, and reviews the doctor from the doctor's page.
    await page.reload();
    const done = page.getByRole('region', { name: t('Booking.past') }).getByRole('article', {
      name: catalogueText(t, 'Booking.dayAndTimes', { start: soonTime, end: clockTime(soonMinutes + 5) }),
    });
    await expect(done).toContainText(t('Booking.status.completed'));
    await done.getByRole('link', { name: t('Booking.doctorName', { name: fullName }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: doctorName })).toBeVisible();
    await page.getByRole('button', { name: t('Review.write') }).click();
    const review = page.getByRole('form', { name: t('Review.formLabel', { name: doctorName }) });
    const stars = review.getByRole('slider', { name: t('Review.ratingLabel') });
    await stars.focus();
    await page.keyboard.press('End');
    await expect(stars).toHaveAttribute('aria-valuenow', '5');
    const words = lang === 'ar' ? 'طبيبة مزيانة، الموعد كان في الوقت.' : 'Reçue à l’heure, très à l’écoute.';
    await review.getByLabel(t('Review.textLabel')).fill(words);
    await review.getByRole('button', { name: t('Review.submit') }).click();
    await closeToast(page, t('Messages.reviewSubmitted'));
    await expect(page.getByText(t('Rating.count_one'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('Booking.verifiedCount_one', { total: '1' }), { exact: true })).toBeVisible();
    const posted = page.getByRole('listitem').filter({ hasText: words });
    await expect(posted).toContainText('Salma I.');
    await expect(posted.getByText(t('Booking.verifiedVisit'), { exact: true })).toBeVisible();
    await checkA11y();
  });
}
