import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, verifyDoctorAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * Bad input across every endpoint (decision 023): text PostgreSQL cannot store or that would change on
 * the way, bodies that break parsers. Each answers our JSON 400/415, never a 500 (product.md §10).
 */
let testApp: TestApp;
let token: string;
let doctorId: number;
let doctorSlug: string;
let postId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  token = (await registerAccount(testApp.app)).token;
  const doctor = await registerAccount(testApp.app, { name: 'Nadia Alaoui', is_doctor: true });
  await verifyDoctorAccount(testApp.database, doctor.id);
  const profile = (
    await testApp.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(doctor.token) })
  ).json();
  doctorId = profile.doctor_profile.id;
  doctorSlug = profile.doctor_profile.slug;
  const post = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/blogs/',
    headers: bearer(token),
    payload: { title: 'Un titre', content: '<p>Un texte</p>' },
  });
  postId = post.json().id;
});
afterAll(() => testApp.close());

interface Case {
  method: 'POST' | 'PUT' | 'GET';
  url: string;
  /** Where the bad text goes; `%s` is replaced by it. */
  payload?: (text: string) => Record<string, unknown>;
  field: string;
  auth?: boolean;
}

const nul = 'a\u0000b';
const cases: Case[] = [
  {
    method: 'POST',
    url: '/api/users/register/',
    payload: (text) => ({ name: `Ali ${text}`, email: 'nul@example.ma', password: 'long enough password' }),
    field: 'body.name',
  },
  {
    method: 'POST',
    url: '/api/users/register/',
    payload: (text) => ({ name: 'Ali Nul', email: `${text}@example.ma`, password: 'long enough password' }),
    field: 'body.email',
  },
  {
    method: 'POST',
    url: '/api/users/login/',
    payload: (text) => ({ username: `${text}@example.ma`, password: 'long enough password' }),
    field: 'body.username',
  },
  {
    method: 'POST',
    url: '/auth/users/reset_password/',
    payload: (text) => ({ email: `${text}@example.ma` }),
    field: 'body.email',
  },
  {
    method: 'PUT',
    url: '/api/users/profile/',
    payload: (text) => ({ first_name: text }),
    field: 'body.first_name',
    auth: true,
  },
  {
    method: 'PUT',
    url: '/api/users/profile/',
    payload: (text) => ({ last_name: text }),
    field: 'body.last_name',
    auth: true,
  },
  {
    method: 'PUT',
    url: '/api/users/profile/',
    payload: (text) => ({ address: { street: text, city: 'Fès' } }),
    field: 'body.address.street',
    auth: true,
  },
  {
    method: 'PUT',
    url: '/api/users/profile/',
    payload: (text) => ({ is_doctor: true, doctor_profile: { description: `<p>${text}</p>` } }),
    field: 'body.doctor_profile.description',
    auth: true,
  },
  {
    method: 'PUT',
    url: '/api/users/profile/',
    payload: (text) => ({ is_doctor: true, doctor_profile: { descriptions: { ar: `<p>${text}</p>` } } }),
    field: 'body.doctor_profile.descriptions.ar',
    auth: true,
  },
  {
    method: 'POST',
    url: '/api/doctors/reviews/',
    payload: (text) => ({ rating: 4, review: text, doctor: doctorId, doctor_type: 'doctor_profile' }),
    field: 'body.review',
    auth: true,
  },
  {
    method: 'POST',
    url: '/api/users/blogs/',
    payload: (text) => ({ title: text, content: '<p>x</p>' }),
    field: 'body.title',
    auth: true,
  },
  {
    method: 'POST',
    url: '/api/users/blogs/',
    payload: (text) => ({ title: 'Titre', content: `<p>${text}</p>` }),
    field: 'body.content',
    auth: true,
  },
  {
    method: 'POST',
    url: '/api/users/blogs/',
    payload: (text) => ({ title: 'Titre', content: '<p>x</p>', excerpt: text }),
    field: 'body.excerpt',
    auth: true,
  },
  {
    method: 'POST',
    url: '/api/users/profile/delete/',
    payload: (text) => ({ password: text, reviews: 'anonymise' }),
    field: 'body.password',
    auth: true,
  },
  { method: 'GET', url: '/api/doctors/doctor-search/?doctor_name=%s', field: 'querystring.doctor_name' },
  { method: 'GET', url: '/api/doctors/suggestions/?field=city&q=%s', field: 'querystring.q' },
  { method: 'GET', url: '/api/doctors/slug/%s/', field: 'params.slug' },
];

async function send(testCase: Case, text: string) {
  const url = testCase.url.includes('%s') ? testCase.url.replace('%s', encodeURIComponent(text)) : testCase.url;
  return testApp.app.inject({
    method: testCase.method,
    url,
    headers: testCase.auth ? bearer(token) : {},
    ...(testCase.payload ? { payload: testCase.payload(text) } : {}),
  });
}

describe('text PostgreSQL cannot store (U+0000)', () => {
  it.each(cases)('$method $url refuses a NUL in $field with a 400 naming it', async (testCase) => {
    const response = await send(testCase, nul);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields.map((field: { field: string }) => field.field)).toContain(testCase.field);
    expect(body.fields.find((field: { field: string }) => field.field === testCase.field).error).toBe(
      'invalid_characters',
    );
  });

  it('refuses a NUL in a multipart profile field and in a blog update', async () => {
    const form = new FormData();
    form.append('first_name', nul);
    const request = new Request('http://localhost/', { method: 'PUT', body: form });
    const multipart = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: { ...bearer(token), 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().fields[0]).toMatchObject({ field: 'body.first_name', error: 'invalid_characters' });

    const update = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/blogs/${postId}/`,
      headers: bearer(token),
      payload: { title: nul, content: '<p>x</p>' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields[0]).toMatchObject({ field: 'body.title', error: 'invalid_characters' });
    expect(update.json().fields[0].message).toBe(
      'Le champ body.title contient des caractères invalides (caractère nul ou texte Unicode mal formé).',
    );
  });
});

describe('ill-formed Unicode (lone surrogates)', () => {
  // A lone surrogate cannot be percent-encoded as UTF-8: only bodies can carry one.
  it.each(cases.filter((testCase) => testCase.payload))(
    '$method $url refuses a lone surrogate in $field with a 400 naming it',
    async (testCase) => {
      const response = await send(testCase, 'a\ud800b');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual(
        expect.objectContaining({ field: testCase.field, error: 'invalid_characters' }),
      );
    },
  );

  it('refuses a lone surrogate sent as raw JSON text, and stores nothing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Ali \\udc00","email":"surrogate@example.ma","password":"long enough password"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('body.name');
    const rows = await testApp.database.query("select 1 from users where email = 'surrogate@example.ma'");
    expect(rows).toHaveLength(0);
  });
});

describe('invisible text (decision 023)', () => {
  it('treats a required value of only spaces and format characters (U+FEFF, U+200B) as missing', async () => {
    const name = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { name: '\u200b\ufeff\u200d', email: 'invisible@example.ma', password: 'long enough password' },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().fields[0]).toMatchObject({ field: 'body.name', error: 'name_required' });

    const title = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: bearer(token),
      payload: { title: '\u200b', content: '<p>x</p>' },
    });
    expect(title.statusCode).toBe(400);
    expect(title.json().fields[0]).toMatchObject({ field: 'body.title', error: 'blog_title_required' });
  });

  it('drops a leading byte-order mark the same on every engine, and keeps the rest byte for byte', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(token),
      payload: { rating: 4, review: '\ufeffTrès bien\u200b\ufeff', doctor: doctorId, doctor_type: 'doctor_profile' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().review).toBe('Très bien\u200b\ufeff');
    const page = await testApp.app.inject(`/api/doctors/reviews/?doctor=${doctorId}&doctor_type=doctor_profile`);
    expect(page.json().reviews[0].review).toBe('Très bien\u200b\ufeff');
  });
});

describe('bodies that break parsers', () => {
  it('refuses JSON nested 200,000 levels deep with a 400, without blowing the stack', async () => {
    const depth = 200_000;
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"first_name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'json_too_deep' });
  });

  it('still takes JSON nested a sensible depth', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: bearer(token),
      payload: { address: { street: '1 rue [des] {Oliviers}', city: 'Fès' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().address.street).toBe('1 rue [des] {Oliviers}');
  });

  const multipartBody = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAli\r\n--${boundary}--\r\n`;
  const putProfile = (contentType: string, payload: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });

  it('refuses a truncated multipart body with a 400', async () => {
    const response = await putProfile('multipart/form-data; boundary=xyz', multipartBody('xyz').slice(0, 60));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_multipart' });
  });

  it('refuses a multipart body whose boundary is not the declared one with a 400', async () => {
    const response = await putProfile('multipart/form-data; boundary=xyz', multipartBody('abc'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_multipart' });
  });

  it('refuses multipart/form-data without a boundary with a 415', async () => {
    const response = await putProfile('multipart/form-data', multipartBody('xyz'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });
});

describe('public author names', () => {
  it('cuts the last initial by grapheme, never half a character', async () => {
    const reviewer = await registerAccount(testApp.app, { name: 'Yasmine 👩🏽‍⚕️Tazi' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(reviewer.token),
      payload: { rating: 5, review: '', doctor: doctorId, doctor_type: 'doctor_profile' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().author).toBe('Yasmine 👩🏽‍⚕️.');
    expect(response.json().author).not.toMatch(/\p{Cs}/u);
    expect(doctorSlug).toBeTruthy();
  });
});
