import type { Locale } from '@tabib/shared';
import { addVisitType, alwaysOpen, book, saveSchedule, slotAhead } from '../fixtures/agenda.ts';
import { mailsTo } from '../fixtures/outbox.ts';
import { expect, test, translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * Decision 071: the booking mail's one-tap link confirms attendance without signing in, and the
 * doctor's agenda shows it; opening the link alone changes nothing.
 */
for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  for (const width of [1280, 375]) {
    test(`${lang}, ${width} px: a booking mail's link confirms attendance on the doctor's grid`, async ({
      page,
      accounts,
      api,
      request,
      signIn,
    }, testInfo) => {
      const t = translator(lang);
      await page.setViewportSize({ width, height: 800 });
      const doctor = await accounts.create({ name: `Omar ${uniqueLastName()}`, doctor: true });
      const patient = await accounts.create({ name: `Salma ${uniqueLastName()}` });
      const { doctor_profile: listing } = await api.profile(doctor);
      if (!listing) throw new Error('a doctor account has a listing');
      await saveSchedule(request, doctor.user.token, alwaysOpen);
      const visitType = await addVisitType(request, doctor.user.token, { label: 'Suivi', duration: 30, price: null });
      const slot = await slotAhead(request, listing.id, { hours: 6, visit_type: visitType.id });
      const booked = await book(request, patient.user.token, {
        doctor: listing.id,
        visit_type: visitType.id,
        start: slot.start,
      });

      let link: string | undefined;
      await expect
        .poll(() => {
          for (const mail of mailsTo(patient.email)) {
            link = /https?:\/\/[^/\s]+(\/(?:fr|en|ar)\/appointment-answer\/[\w.-]*\.confirm\.[\w.-]+)/.exec(
              mail.text,
            )?.[1];
            if (link) return link;
          }
          return undefined;
        })
        .toBeDefined();
      await page.goto(link!.replace(/^\/(fr|en|ar)\//, `/${lang}/`));
      await expect(page.getByRole('heading', { level: 1, name: t('Answers.title') })).toBeVisible();
      // The day in words, as the mails write it, never an ISO date.
      await expect(page.locator('.mail-landing')).toContainText(booked.local_time);
      await expect(page.locator('.mail-landing')).not.toContainText(booked.local_date);
      const before = await request.get(`/api/appointments/${booked.id}/`, {
        headers: { authorization: `Bearer ${doctor.user.token}` },
      });
      expect((await before.json()).attendance_confirmed).toBe(false);
      await page.getByRole('button', { name: t('Answers.confirm') }).click();
      await expect(page.getByRole('status')).toHaveText(t('Answers.confirmed'));
      await page.screenshot({ path: testInfo.outputPath(`answer-${lang}-${width}.png`) });

      // The doctor's grid shows the patient's confirmation.
      await signIn(doctor);
      await page.goto(`/${lang}/profile?section=agenda&view=day&date=${booked.local_date}`);
      const visit = page.locator('.agenda-grid-appointment', { hasText: patient.user.first_name });
      await expect(visit).toContainText('✓');
    });
  }
}
