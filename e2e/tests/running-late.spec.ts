import type { Locale } from '@tabib/shared';
import { availability, book } from '../fixtures/agenda.ts';
import { everyDay, expect, putSchedule, test } from '../fixtures/booking.ts';
import { translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * "Running late" in My appointments (decision 073), in French and Arabic: a patient booked today a
 * little ahead; the doctor says the practice runs 20 minutes late, and the patient's appointment
 * says so; cleared, the line goes.
 */

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  test(`${lang}: the patient's appointment of today says the doctor runs late, until it is cleared`, async ({
    page,
    request,
    accounts,
    signIn,
    bookableDoctor,
    patientsToRelease,
    checkA11y,
  }, testInfo) => {
    const t = translator(lang);
    const {
      account: doctorAccount,
      doctor,
      visitTypes: [checkUp],
    } = await bookableDoctor({
      name: `Karim ${uniqueLastName()}`,
      visitTypes: [{ label: 'Contrôle', duration: 5, price: null, audience: 'all' }],
    });
    if (!checkUp) throw new Error('the bookable doctor has a check-up');
    const doctorToken = doctorAccount.user.token;
    // Open all of today on the doctor's clock, without notice: a slot a few minutes ahead to book.
    const { today } = await availability(request, doctor.id, { days: 1, visit_type: checkUp.id });
    await putSchedule(request, doctorToken, {
      ...everyDay,
      overrides: [{ date: today, ranges: [{ start: '00:00', end: '24:00' }] }],
      rules: { ...everyDay.rules, min_notice_minutes: 0 },
    });
    const open = await availability(request, doctor.id, { days: 1, visit_type: checkUp.id });
    const slot = open.days[0]?.slots.find((free) => Date.parse(free.start) > Date.now() + 3 * 60_000);
    test.skip(!slot || open.today !== today, "the last minutes of the doctor's day: no slot left today");
    const patient = await accounts.create({ name: 'Hanane Berrada' });
    patientsToRelease.push(patient);
    const appointment = await book(request, patient.user.token, {
      doctor: doctor.id,
      visit_type: checkUp.id,
      start: slot!.start,
    });

    const late = async (minutes: number) => {
      const answer = await request.post('/api/doctors/me/delay/', {
        headers: { authorization: `Bearer ${doctorToken}` },
        data: { minutes },
      });
      expect(answer.status(), await answer.text()).toBe(200);
    };
    await late(20);

    await signIn(patient);
    await page.goto(`/${lang}/profile?section=appointments`);
    const item = page.getByRole('region', { name: t('Booking.upcoming') }).getByRole('article');
    await expect(item).toContainText(appointment.local_time);
    const doctorName = (lang === 'ar' && appointment.doctor_name_ar) || appointment.doctor_name;
    const line = t(`Booking.runningLate_${new Intl.PluralRules(lang).select(20)}`, {
      doctor: doctorName,
      minutes: '20',
    });
    await expect(item.getByText(line)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`running-late-${lang}.png`) });
    await checkA11y();

    await late(0);
    await page.reload();
    await expect(item).toContainText(appointment.local_time);
    await expect(item.getByText(line)).toHaveCount(0);
  });
}
