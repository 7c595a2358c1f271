import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { flatPng } from './helpers/images.ts';
import { bearer, registerAccount, verifyDoctorAccount } from './helpers/accounts.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

/** A multipart body as browsers send it. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; content: Buffer },
) {
  const boundary = '----tabib-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function putProfile(token: string, body: ReturnType<typeof multipart>) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/users/profile/',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('profile', () => {
  it('updates the account of the token, whatever id the body names', async () => {
    const victim = await registerAccount(testApp.app, { name: 'Victim Account' });
    const account = await registerAccount(testApp.app);
    const response = await putProfile(
      account.token,
      multipart({
        id: String(victim.id),
        first_name: 'Nour',
        last_name: 'El Fassi',
        gender: 'F',
        email: account.email,
        username: account.email,
        is_doctor: 'false',
        phone: '+212 6 61 00 00 00',
        address: JSON.stringify({
          street: '12, Rue Ibn Sina',
          city: 'Rabat',
          state: 'Rabat-Salé-Kénitra',
          postal_code: '10000',
          country: 'Maroc',
        }),
        doctor_profile: JSON.stringify({ speciality: '', description: '' }),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: account.id,
      first_name: 'Nour',
      last_name: 'El Fassi',
      gender: 'F',
      phone: '+212 6 61 00 00 00',
    });
    expect(response.json().address).toEqual({
      street: '12, Rue Ibn Sina',
      city: 'Rabat',
      state: 'Rabat-Salé-Kénitra',
      postal_code: '10000',
      country: 'Maroc',
    });
    const victimProfile = await testApp.app.inject({ url: '/api/users/profile/', headers: bearer(victim.token) });
    expect(victimProfile.json().first_name).toBe('Victim');
  });

  it('refuses a description nested too deeply to sanitise cheaply, and keeps the profile as it was', async () => {
    const account = await registerAccount(testApp.app, { name: 'Nadia Fassi', is_doctor: true });
    const response = await putProfile(
      account.token,
      multipart({
        is_doctor: 'true',
        doctor_profile: JSON.stringify({ speciality: 'cardiologue', description: '<i>'.repeat(5000) + 'x' }),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual(
      expect.objectContaining({ field: 'doctor_profile.description', error: 'content_too_complex' }),
    );
    const profile = await testApp.app.inject({ url: '/api/users/profile/', headers: bearer(account.token) });
    expect(profile.json().doctor_profile.description).toBe('');
  });

  it('keeps doctor fields only while "I am a doctor" is ticked', async () => {
    const account = await registerAccount(testApp.app, { name: 'Omar Tazi' });
    const asDoctor = await putProfile(
      account.token,
      multipart({
        is_doctor: 'true',
        gender: 'M',
        phone: '0522 44 55 66',
        address: JSON.stringify({ street: '3, Boulevard Zerktouni', city: 'Casa', postal_code: '20000' }),
        doctor_profile: JSON.stringify({
          speciality: 'cardiologue',
          description: '<p>Consultations <strong>du lundi au samedi</strong>.</p><script>alert(1)</script>',
        }),
      }),
    );
    expect(asDoctor.statusCode, asDoctor.body).toBe(200);
    await verifyDoctorAccount(testApp.database, account.id);
    const profile = asDoctor.json();
    expect(profile.doctor_profile).toMatchObject({
      speciality: 'Cardiologue',
      description: '<p>Consultations <strong>du lundi au samedi</strong>.</p>',
    });
    const found = await testApp.app.inject(
      '/api/doctors/doctor-search/?doctor_name=omar+tazi&specialty=cardiologie&city=casablanca',
    );
    expect(found.json().doctors.map((doctor: { id: number }) => doctor.id)).toContain(profile.doctor_profile.id);

    const phoneOnly = await putProfile(account.token, multipart({ is_doctor: 'true', phone: '0522 44 55 66' }));
    expect(phoneOnly.json().doctor_profile).toMatchObject({ speciality: 'Cardiologue' });

    // Unticked, the verified page leaves the account and stays in the directory as a listing
    // nobody owns (decision 050), no longer "Verified".
    const unticked = await putProfile(account.token, multipart({ is_doctor: 'false' }));
    expect(unticked.json().doctor_profile).toBeNull();
    const kept = await testApp.app.inject('/api/doctors/doctor-search/?doctor_name=omar+tazi');
    expect(kept.json().doctors).toEqual([
      expect.objectContaining({ id: profile.doctor_profile.id, doctor_type: 'doctor', verified: false }),
    ]);
  });

  it('refuses a speciality the directory does not know, naming the field', async () => {
    const account = await registerAccount(testApp.app, { is_doctor: true });
    const response = await putProfile(
      account.token,
      multipart({ is_doctor: 'true', doctor_profile: JSON.stringify({ speciality: 'astrologie quantique' }) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual(
      expect.objectContaining({ field: 'doctor_profile.speciality', error: 'unknown_speciality' }),
    );
  });

  it.each([
    [{ gender: 'X' }, 'body.gender', 'invalid_gender'],
    [{ email: 'nope' }, 'body.email', 'invalid_email'],
    [{ phone: 'call me maybe' }, 'body.phone', 'invalid_phone'],
    [{ address: '{not json' }, 'body.address', 'invalid_value'],
    [{ first_name: 'x'.repeat(500) }, 'body.first_name', 'too_long'],
  ])('refuses %j with a 400 naming the field', async (fields, field, key) => {
    const account = await registerAccount(testApp.app);
    const response = await putProfile(account.token, multipart(fields as Record<string, string>));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual(expect.objectContaining({ field, error: key }));
  });

  it("refuses another account's e-mail with a 409", async () => {
    const other = await registerAccount(testApp.app);
    const account = await registerAccount(testApp.app);
    const response = await putProfile(
      account.token,
      multipart({ email: other.email.toUpperCase(), current_password: account.password }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('email_taken');
  });

  it('refuses an anonymous update with 401', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      ...multipart({ first_name: 'X' }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('profile photo', () => {
  it('re-encodes the photo into four sizes without its metadata and serves it safely', async () => {
    const account = await registerAccount(testApp.app, { is_doctor: true });
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Clinic', Artist: 'GPS 33.57N 7.59W' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await putProfile(
      account.token,
      multipart({ is_doctor: 'true' }, { name: 'doctorImage', filename: 'me.jpg', type: 'image/jpeg', content: photo }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().image as string;
    expect(image).toMatch(/^\/media\/u\d+-[0-9a-f]{12}-120\.webp$/);
    expect(response.json().doctor_profile.image).toBe(image);
    for (const size of [88, 120, 300, 600]) {
      const served = await testApp.app.inject(image.replace('-120.webp', `-${size}.webp`));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.width).toBe(size);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('refuses a file that only claims to be an image with 415, never a 5xx', async () => {
    const account = await registerAccount(testApp.app);
    const response = await putProfile(
      account.token,
      multipart(
        {},
        {
          name: 'doctorImage',
          filename: 'photo.png',
          type: 'image/png',
          content: Buffer.from('<?php echo "not an image"; ?>'),
        },
      ),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('invalid_image');
  });

  it('refuses an SVG (not a raster image) with 415', async () => {
    const account = await registerAccount(testApp.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await putProfile(
      account.token,
      multipart({}, { name: 'doctorImage', filename: 'x.svg', type: 'image/svg+xml', content: svg }),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses a photo over 5 MB with 413 and keeps the previous profile', async () => {
    const account = await registerAccount(testApp.app);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await putProfile(
      account.token,
      multipart(
        { first_name: 'Changed' },
        { name: 'doctorImage', filename: 'big.jpg', type: 'image/jpeg', content: big },
      ),
    );
    expect(response.statusCode).toBe(413);
    const profile = await testApp.app.inject({ url: '/api/users/profile/', headers: bearer(account.token) });
    expect(profile.json().first_name).toBe('Salma');
  });

  it('refuses an image of too many pixels with 413', async () => {
    const account = await registerAccount(testApp.app);
    const huge = flatPng(8000, 8000);
    const response = await putProfile(
      account.token,
      multipart({}, { name: 'doctorImage', filename: 'huge.png', type: 'image/png', content: huge }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('image_too_many_pixels');
  });

  it("keeps a description per language and shows each reader theirs, or the doctor's own marked with its language", async () => {
    const account = await registerAccount(testApp.app, { name: 'Hind Alaoui' });
    const saved = await putProfile(
      account.token,
      multipart({
        is_doctor: 'true',
        gender: 'F',
        phone: '0537 70 80 90',
        address: JSON.stringify({ street: '8, Rue Allal Ben Abdellah', city: 'Rabat', postal_code: '10000' }),
        doctor_profile: JSON.stringify({
          speciality: 'pédiatre',
          descriptions: { fr: '<p>Consultations pour les enfants.</p>', ar: '<p>استشارات للأطفال.</p>' },
          languages: ['ar', 'fr', 'ar', 'zgh'],
        }),
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().doctor_profile).toMatchObject({
      descriptions: { fr: '<p>Consultations pour les enfants.</p>', en: '', ar: '<p>استشارات للأطفال.</p>' },
      languages: ['ar', 'fr', 'zgh'],
    });
    await verifyDoctorAccount(testApp.database, account.id);
    const slug = saved.json().doctor_profile.slug as string;
    const read = async (lang: string) =>
      (await testApp.app.inject(`/api/doctors/slug/${slug}/?lang=${lang}`)).json() as {
        description: string;
        description_lang: string;
        languages: string[];
      };
    expect(await read('ar')).toMatchObject({ description: '<p>استشارات للأطفال.</p>', description_lang: 'ar' });
    expect(await read('fr')).toMatchObject({
      description: '<p>Consultations pour les enfants.</p>',
      description_lang: 'fr',
    });
    // No English text: the reader gets the doctor's own language (the first written), marked as such.
    expect(await read('en')).toMatchObject({
      description: '<p>Consultations pour les enfants.</p>',
      description_lang: 'fr',
      languages: ['ar', 'fr', 'zgh'],
    });

    // Removing the French text leaves Arabic as the doctor's own language; English is kept apart.
    const changed = await putProfile(
      account.token,
      multipart({
        is_doctor: 'true',
        doctor_profile: JSON.stringify({
          speciality: 'pédiatre',
          descriptions: { fr: '', en: '<p>Children seen.</p>' },
        }),
      }),
    );
    expect(changed.json().doctor_profile.descriptions).toEqual({
      fr: '',
      en: '<p>Children seen.</p>',
      ar: '<p>استشارات للأطفال.</p>',
    });
    expect(await read('fr')).toMatchObject({ description: '<p>استشارات للأطفال.</p>', description_lang: 'ar' });
  });

  it("takes an older client's single description as the text of its own language", async () => {
    const account = await registerAccount(testApp.app, { name: 'Karim Bennis' });
    const first = await putProfile(
      account.token,
      multipart({
        is_doctor: 'true',
        phone: '0535 60 70 80',
        address: JSON.stringify({ city: 'Fès' }),
        doctor_profile: JSON.stringify({
          speciality: 'dentiste',
          descriptions: { fr: '<p>Soins dentaires pour toute la famille.</p>' },
        }),
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const legacy = await putProfile(
      account.token,
      multipart({
        is_doctor: 'true',
        doctor_profile: JSON.stringify({
          speciality: 'dentiste',
          description: '<p>Dental care for the whole family, with appointments on Saturdays.</p>',
        }),
      }),
    );
    expect(legacy.json().doctor_profile.descriptions).toEqual({
      fr: '<p>Soins dentaires pour toute la famille.</p>',
      en: '<p>Dental care for the whole family, with appointments on Saturdays.</p>',
      ar: '',
    });
  });

  it('refuses an unknown spoken language and a description over the limit in any language with 400', async () => {
    const account = await registerAccount(testApp.app, { name: 'Laila Chraibi' });
    const unknownLanguage = await putProfile(
      account.token,
      multipart({ is_doctor: 'true', doctor_profile: JSON.stringify({ speciality: '', languages: ['klingon'] }) }),
    );
    expect(unknownLanguage.statusCode).toBe(400);
    const tooLong = await putProfile(
      account.token,
      multipart({
        is_doctor: 'true',
        doctor_profile: JSON.stringify({ speciality: '', descriptions: { ar: `<p>${'ب'.repeat(20_001)}</p>` } }),
      }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors ?? tooLong.json()).toBeTruthy();
    const profile = await testApp.app.inject({ url: '/api/users/profile/', headers: bearer(account.token) });
    expect(profile.json().is_doctor).toBe(false);
  });
});

describe('images from elsewhere (decision 048)', () => {
  const tracker = 'https://tracker.example/p.png';
  const inline = `data:image/png;base64,${flatPng(4, 4).toString('base64')}`;

  /** An image uploaded to Tabib: a data: image pasted into a post, stored under /media/blog/. */
  async function uploadedImage(token: string): Promise<string> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: bearer(token),
      payload: { title: 'Photo', content: `<img src="data:image/png;base64,${flatPng(300, 200).toString('base64')}">` },
    });
    const address = /src="(\/media\/blog\/[\w-]+-600\.webp)"/.exec(response.json().content as string)?.[1];
    expect(address).toBeDefined();
    return address as string;
  }

  async function registerDoctor(name: string, descriptions: Record<string, string>) {
    const account = await registerAccount(testApp.app, { name });
    const saved = await putProfile(
      account.token,
      multipart({
        is_doctor: 'true',
        gender: 'F',
        phone: '0537 70 80 91',
        address: JSON.stringify({ street: '3, Rue de Fès', city: 'Rabat', postal_code: '10000' }),
        doctor_profile: JSON.stringify({ speciality: 'dermatologue', descriptions }),
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await verifyDoctorAccount(testApp.database, account.id);
    return { account, saved: saved.json(), slug: saved.json().doctor_profile.slug as string };
  }

  /** The public page's answer and the account's own profile. */
  async function everyAnswerOf(slug: string, token: string): Promise<string[]> {
    const [page, profile] = await Promise.all([
      testApp.app.inject(`/api/doctors/slug/${slug}/?lang=fr`),
      testApp.app.inject({ url: '/api/users/profile/', headers: bearer(token) }),
    ]);
    expect(page.statusCode).toBe(200);
    return [page.body, profile.body];
  }

  it('14. a description written with a remote image comes back without it; an uploaded /media image stays', async () => {
    const author = await registerAccount(testApp.app);
    const uploaded = await uploadedImage(author.token);
    const { account, saved, slug } = await registerDoctor('Salma Idrissi', {
      fr:
        `<p>Consultations de dermatologie.</p><img src="${tracker}"><img src="http://tracker.example/q.png">` +
        `<img src="${uploaded}" alt="Cabinet"><img src="${inline}" alt="Plan">`,
    });
    const written = saved.doctor_profile.descriptions.fr as string;
    expect(written).not.toContain('tracker.example');
    expect(written).toContain(`src="${uploaded}"`);
    // A pasted image stays inline in a description: no third party is asked for it.
    expect(written).toContain(`src="${inline}"`);
    for (const answer of await everyAnswerOf(slug, account.token)) {
      expect(answer).not.toContain('tracker.example');
      expect(answer).toContain(uploaded);
    }
  });

  it('14. a description stored with a remote image before the rule is not served with it', async () => {
    const { account, slug } = await registerDoctor('Yasmine Tazi', { fr: '<p>Consultations.</p>' });
    const uploaded = await uploadedImage(account.token);
    // As an older version stored it, written straight into the row.
    await testApp.database.query('update doctors set description_fr = $1, description_en = $2 where user_id = $3', [
      `<p>Consultations.</p><p><img src="${tracker}" alt="Suivi" /><img src="${uploaded}" alt="Cabinet" /></p>`,
      `<p>Visits.</p><img src="https://tracker.example/en.png">`,
      account.id,
    ]);
    const answers = await everyAnswerOf(slug, account.token);
    for (const answer of answers) expect(answer).not.toContain('tracker.example');
    const page = JSON.parse(answers[0] as string) as { description: string };
    expect(page.description).toBe(`<p>Consultations.</p><p><img src="${uploaded}" alt="Cabinet" /></p>`);
    const english = await testApp.app.inject(`/api/doctors/slug/${slug}/?lang=en`);
    expect(english.json().description).toBe('<p>Visits.</p>');
  });
});
