import type { Locale } from '@tabib/shared';
import { availability, book } from '../fixtures/agenda.ts';
import { moderatorCredentials } from '../fixtures/api.ts';
import { layoutShift, throttle } from '../fixtures/page-stability.ts';
import { expect, test } from '../fixtures/booking.ts';
import { translator, uniqueLastName, type Locator, type Page } from '../fixtures/test.ts';

/**
 * The pages that need the session (decision 057): the server sends the header,
 * the navigation and a skeleton of the page, so on a slow link the reader sees the site at once,
 * and nothing moves when the script and the reader's data arrive.
 */

const sizes = [
  { name: '375 px', viewport: { width: 375, height: 740 } },
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
] as const;
const languages = ['fr', 'ar'] as const satisfies readonly Locale[];

/** A page of the reader's own, and what shows that its content (the reader's data) is there. */
interface PrivatePage {
  path: string;
  content: (page: Page) => Locator;
}

/** Opens the page on the slow link, waits for its content, and measures how much it moved. */
async function expectSteady(page: Page, lang: Locale, { path, content }: PrivatePage): Promise<void> {
  await page.goto(`/${lang}${path}`, { waitUntil: 'load' });
  await expect(content(page)).toBeVisible();
  await expect(page.locator('.loading-view, [aria-busy="true"]')).toHaveCount(0);
  const shift = await layoutShift(page);
  expect(shift, `layout shift of /${lang}${path}`).toBeLessThanOrEqual(0.05);
}

const patientPages: PrivatePage[] = [
  { path: '/profile', content: (page) => page.locator('form.account-form') },
  { path: '/profile?section=appointments', content: (page) => page.locator('.appointments > li').first() },
  { path: '/profile?section=ratings', content: (page) => page.locator('.my-review').first() },
];
const doctorPages: PrivatePage[] = [
  { path: '/profile?section=agenda', content: (page) => page.locator('.agenda-appointments h2').first() },
  { path: '/profile?section=verification', content: (page) => page.locator('.verification') },
  { path: '/profile?section=blogs', content: (page) => page.locator('.my-blogs > li').first() },
];
const adminPage: PrivatePage = { path: '/admin/', content: (page) => page.locator('.admin-counts') };

for (const lang of languages) {
  for (const { name, viewport } of sizes) {
    test(`${lang}, ${name}: every private page loads on a slow link without moving`, async ({
      page,
      request,
      api,
      accounts,
      signIn,
      posts,
      staffPage,
      bookableDoctor,
      patientsToRelease,
    }) => {
      test.setTimeout(240_000);
      const {
        account: doctor,
        doctor: listing,
        visitTypes,
      } = await bookableDoctor({
        name: `Karim ${uniqueLastName()}`,
      });
      await posts.write(doctor, { title: 'Le sommeil des enfants', content: '<p>Des horaires réguliers.</p>', lang });
      const patient = await accounts.create({ name: `Hajar ${uniqueLastName()}` });
      patientsToRelease.push(patient);
      const week = await availability(request, listing.id, { days: 7 });
      const slot = week.days.flatMap((day) => day.slots)[0];
      if (!slot || !visitTypes[0]) throw new Error('an open doctor has a free slot in its week');
      await book(request, patient.user.token, { doctor: listing.id, visit_type: visitTypes[0].id, start: slot.start });
      await api.writeReview(patient, {
        doctor: listing.id,
        doctor_type: listing.doctor_type,
        rating: 4,
        review: 'Ponctuel et à l’écoute.',
      });

      await page.setViewportSize(viewport);
      await throttle(page);
      await signIn(patient);
      for (const privatePage of patientPages) await expectSteady(page, lang, privatePage);
      await signIn(doctor);
      for (const privatePage of doctorPages) await expectSteady(page, lang, privatePage);

      const staff = await staffPage(moderatorCredentials);
      await staff.setViewportSize(viewport);
      await throttle(staff);
      await expectSteady(staff, lang, adminPage);
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    test(`${lang}: each private page shows the header, its heading and its skeleton before any script`, async ({
      page,
    }) => {
      const t = translator(lang);
      const headings: Array<[path: string, heading: string]> = [
        ['/profile', t('Profile.account')],
        ['/profile?section=appointments', t('Profile.appointments')],
        ['/profile?section=ratings', t('Profile.ratings')],
        ['/profile?section=agenda', t('Profile.agenda')],
        ['/profile?section=verification', t('Profile.verification')],
        ['/profile?section=blogs', t('Profile.blogs')],
        ['/admin/', t('Admin.overviewTitle')],
      ];
      await page.setViewportSize(sizes[0].viewport);
      for (const [path, heading] of headings) {
        await page.goto(`/${lang}${path}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('banner').getByRole('link', { name: t('Layout.homeLogo') })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('.skeleton-bone-row').first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
      }
    });
  }
});
