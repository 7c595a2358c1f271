import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDoctor } from '@tabib/shared';
import { defaultWebRoot } from '../src/app.ts';
import { bearer } from './helpers/accounts.ts';
import { bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The practice on the doctor's page rendered on the server (decisions 046 and 074): what a reader
 * without JavaScript sees, and what the Physician's structured data says of payment, prices, hours,
 * cover and new patients.
 */
let testApp: TestApp;
const origin = 'https://tabib.example.ma';
const renderEntry = join(defaultWebRoot, '..', 'dist-ssr', 'entry-server.js');

beforeAll(async () => {
  if (!existsSync(renderEntry)) throw new Error('Build the web app first: npm run build');
  testApp = await buildTestApp({ withWebApp: true, env: { PUBLIC_URL: origin } });
});
afterAll(() => testApp.close());

type JsonLd = Record<string, unknown>;

function physicianOf(html: string): JsonLd {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as JsonLd,
  );
  const found = blocks.filter((block) => block['@type'] === 'Physician');
  expect(found).toHaveLength(1);
  return found[0]!;
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe("the practice on the server's doctor page", () => {
  it('shows hours, prices, cover and access in the page, and says them in the Physician data', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Imane Kettani');
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: bearer(doctor.token),
      payload: {
        doctor_profile: {
          practice: {
            conventionne: true,
            coverage: ['cnss-amo', 'wafa'],
            payment_methods: ['cash', 'card'],
            access: { floor: 3, lift: true },
          },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await testApp.app.inject(`/api/doctors/slug/${doctor.slug}/?lang=fr`)).json() as TDoctor;

    const french = await testApp.app.inject(`/fr/${shown.speciality_slug}/${doctor.slug}`);
    expect(french.statusCode).toBe(200);
    const page = text(french.body.slice(french.body.indexOf('<div id="root">')));
    expect(page).toContain('Conventionné AMO');
    expect(page).toContain('CNSS-AMO (salariés)');
    expect(page).toContain('Paiement : Espèces et Carte bancaire');
    expect(page).toContain('3e étage');
    expect(page).toContain('Ascenseur');
    expect(page).toContain('250 MAD');
    expect(page).toContain('08:00–12:00');
    expect(page).toMatch(/Ouvert · ferme à|Fermé · ouvre/);

    const physician = physicianOf(french.body);
    expect(physician).toMatchObject({
      paymentAccepted: 'Espèces, Carte bancaire',
      currenciesAccepted: 'MAD',
      priceRange: '250 MAD',
      healthPlanNetworkId: ['CNSS-AMO (salariés)', 'Wafa Assurance'],
      isAcceptingNewPatients: true,
    });
    const hours = physician.openingHoursSpecification as JsonLd[];
    expect(hours).toHaveLength(14);
    expect(hours[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:00',
      closes: '12:00',
    });

    const arabic = await testApp.app.inject(`/ar/${shown.speciality_slug}/${doctor.slug}`);
    const arabicPage = text(arabic.body.slice(arabic.body.indexOf('<div id="root">')));
    expect(arabicPage).toContain('متعاقد مع التأمين الإجباري عن المرض');
    expect(arabicPage).toContain('الطابق 3');
    expect(physicianOf(arabic.body).paymentAccepted).toBe('نقدًا, بطاقة بنكية');
  });
});
