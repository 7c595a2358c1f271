import { mkdirSync } from 'node:fs';
import { ZAppointment, type Locale, type TPracticeInput } from '@tabib/shared';
import { birthDateAged, isolated, openSecondDaySlot, test, expect } from '../fixtures/booking.ts';
import { plainPng, translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * The whole journey of decisions 074–076, in French and Arabic, on a phone and a desktop: a parent
 * filters the search by CNSS-AMO and Saturday, opens the result, reads the hours, the cover, the
 * payment, the access and the photos, adds a child inside the booking dialog (the one step more),
 * books for her, and finds her name in My appointments and on the doctor's agenda. Screenshots go to
 * /work/shots/journey/ (or SHOTS_DIR).
 */
const shots = process.env.SHOTS_DIR ?? '/work/shots/journey';

const practice: TPracticeInput = {
  conventionne: true,
  coverage: ['cnss-amo', 'amo-fonctionnaires'],
  payment_methods: ['cash', 'card'],
  access: { floor: 2, lift: true, notes: { fr: 'Immeuble de la pharmacie Al Amal.', ar: 'عمارة صيدلية الأمل.' } },
};

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  for (const width of [375, 1280]) {
    test(`${lang}, ${width} px: CNSS-AMO and Saturday, the practice read, a child added and booked for`, async ({
      page,
      request,
      accounts,
      bookableDoctor,
      patientsToRelease,
      signIn,
      checkA11y,
    }) => {
      mkdirSync(shots, { recursive: true });
      const t = translator(lang);
      await page.setViewportSize({ width, height: 900 });
      const lastName = uniqueLastName();
      // Open every day from 08:00 to 20:00, Saturday included.
      const { account: doctorAccount } = await bookableDoctor({ name: `Salma ${lastName}` });
      const headers = { authorization: `Bearer ${doctorAccount.user.token}` };
      const described = await request.put('/api/users/profile/', {
        headers,
        data: { doctor_profile: { practice } },
      });
      expect(described.status(), await described.text()).toBe(200);
      const photo = await request.post('/api/users/profile/practice-photos/', {
        headers,
        multipart: {
          photo: { name: 'salle-attente.png', mimeType: 'image/png', buffer: plainPng(400, 300, 150) },
          alt_fr: "La salle d'attente",
          alt_ar: 'قاعة الانتظار',
        },
      });
      expect(photo.status(), await photo.text()).toBe(201);

      const parent = await accounts.create({ name: `Karim ${lastName}` });
      patientsToRelease.push(parent);
      await signIn(parent);

      // The search: the doctor's name, then CNSS-AMO and Saturday (behind "Filters" on a phone).
      await page.goto(`/${lang}/`);
      await page.getByLabel(t('Search.doctorName')).fill(lastName);
      if (width < 920) await page.getByRole('button', { name: t('Search.filters.toggle'), exact: true }).click();
      await page.getByLabel(t('Search.filters.coverage')).selectOption('cnss-amo');
      await page.getByLabel(t('Search.filters.open')).selectOption('saturday');
      await page.getByRole('button', { name: t('Search.submit') }).click();
      await expect(page).toHaveURL(/coverage=cnss-amo/);
      await expect(page).toHaveURL(/open=saturday/);
      const card = page.getByRole('article').filter({ hasText: lastName });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(t('Practice.conventionne'));
      await page.screenshot({ path: `${shots}/search-${lang}-${width}.png` });

      // The doctor's page: hours, cover, payment, access and the photo.
      await card.getByRole('link').first().click();
      if (width >= 920) {
        // On a desktop the result opens beside the list, with its price, cover and payment; its
        // "more slots" leads to the doctor's page.
        const beside = page.getByRole('complementary');
        await expect(beside.getByRole('region', { name: t('Doctor.practicalInfo') })).toContainText(
          t('Practice.conventionne'),
        );
        await beside.getByRole('link', { name: t('Booking.moreSlots') }).click();
      }
      const practical = page.getByRole('region', { name: t('Doctor.practicalInfo') });
      await expect(practical.getByRole('heading', { name: t('Practice.hoursTitle') })).toBeVisible();
      await expect(practical).toContainText(
        lang === 'fr' ? 'CNSS-AMO (salariés)' : 'التأمين الإجباري عن المرض للأجراء',
      );
      await expect(practical).toContainText(t('Practice.payment.cash'));
      await expect(practical).toContainText(t('Practice.payment.card'));
      await expect(practical).toContainText(t('Practice.floor_two', { count: 2 }));
      await expect(practical).toContainText(t('Practice.liftYes'));
      await expect(practical).toContainText(
        lang === 'fr' ? 'Immeuble de la pharmacie Al Amal.' : 'عمارة صيدلية الأمل.',
      );
      await expect(practical.getByRole('button', { name: t('Practice.openPhoto', { n: 1, total: 1 }) })).toBeVisible();
      const alt = lang === 'fr' ? "La salle d'attente" : 'قاعة الانتظار';
      await expect(practical.locator(`img[alt="${alt}"]`)).toBeVisible();
      await practical.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/practice-${lang}-${width}.png` });

      // Booking for a child: one step more, the child added inside the dialog.
      const dialog = await openSecondDaySlot(page, t);
      await dialog.getByRole('button', { name: t('Relatives.addInline') }).click();
      const form = dialog.getByRole('group', { name: t('Relatives.newTitle') });
      await form.getByLabel(t('Relatives.firstName'), { exact: true }).fill('Lina');
      await form.getByLabel(t('Relatives.birthDate')).fill(birthDateAged(6));
      await form.getByRole('button', { name: t('Relatives.add') }).click();
      const six = t(lang === 'ar' ? 'Relatives.age_few' : 'Relatives.age_other', { count: 6 });
      await expect(
        dialog.getByRole('radio', { name: t('Relatives.nameAge', { name: isolated('Lina'), age: six }) }),
      ).toBeChecked();
      await checkA11y();
      await page.screenshot({ path: `${shots}/booking-${lang}-${width}.png` });
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/appointments/' && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: t('Booking.confirm') }).click();
      const appointment = ZAppointment.parse(await (await answer).json());
      const forLina = t('Relatives.forNameAge', { name: isolated('Lina'), age: six });
      const booked = page.getByRole('dialog', { name: t('Booking.bookedTitle') });
      await expect(booked).toContainText(forLina);

      // My appointments, then the doctor's agenda.
      await booked.getByRole('link', { name: t('Booking.myAppointments') }).click();
      await expect(page.getByRole('article').filter({ hasText: appointment.local_time })).toContainText(forLina);
      await signIn(doctorAccount);
      await page.goto(`/${lang}/profile?section=agenda&view=day&date=${appointment.local_date}`);
      await expect(page.locator('.agenda-grid-appointment', { hasText: 'Lina' })).toContainText(
        t('Relatives.nameAge', { name: isolated(`Lina ${lastName}`), age: six }),
      );
      await page.screenshot({ path: `${shots}/agenda-${lang}-${width}.png` });
    });
  }
}
