import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount, verifyDoctorAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** Following doctors (product.md §7, decision 014): every call is the token's user's own. */
let testApp: TestApp;
/** A directory listing (wire type `doctor`). */
let doctorId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 30, reviews: 0, seed: 9 });
  const [row] = await testApp.database.query<{ id: number }>(
    'select id from doctors where user_id is null order by id limit 1',
  );
  doctorId = row?.id as number;
});
afterAll(() => testApp.close());

describe('following doctors', () => {
  it('follows, is harmless twice, lists only its own, and unfollows', async () => {
    const account = await registerAccount(testApp.app);
    const other = await registerAccount(testApp.app);
    const isFollowing = () =>
      testApp.app.inject({
        url: `/api/users/follow/doctor/${doctorId}/is-following/doctor/`,
        headers: bearer(account.token),
      });
    expect((await isFollowing()).json()).toEqual({ isFollowing: false });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const follow = await testApp.app.inject({
        method: 'POST',
        url: `/api/users/follow/doctor/${doctorId}/?user=${other.id}`,
        headers: bearer(account.token),
        payload: { user: other.id, doctor: doctorId, doctor_type: 'doctor' },
      });
      expect(follow.statusCode).toBe(201);
    }
    expect((await isFollowing()).json()).toEqual({ isFollowing: true });
    const list = await testApp.app.inject({ url: '/api/users/following-doctors/', headers: bearer(account.token) });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ doctor_id: doctorId, doctor_type: 'doctor' });
    expect(Object.keys(list.json()[0]).sort()).toEqual([
      'doctor_id',
      'doctor_type',
      'first_name',
      'first_name_ar',
      'id',
      'last_name',
      'last_name_ar',
      'slug',
      'speciality_slug',
      'specialty',
    ]);
    const otherList = await testApp.app.inject({ url: '/api/users/following-doctors/', headers: bearer(other.token) });
    expect(otherList.json()).toEqual([]);
    const unfollow = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/unfollow/doctor/${doctorId}/doctor/`,
      headers: bearer(account.token),
    });
    expect(unfollow.statusCode).toBe(200);
    expect((await isFollowing()).json()).toEqual({ isFollowing: false });
  });

  it("follows a doctor account's own listing by its doctor_profile type, and lists it as such", async () => {
    const doctor = await registerAccount(testApp.app, { name: 'Rim Zerhouni', is_doctor: true });
    await verifyDoctorAccount(testApp.database, doctor.id);
    const [own] = await testApp.database.query<{ id: number }>('select id from doctors where user_id = $1', [
      doctor.id,
    ]);
    const account = await registerAccount(testApp.app);
    const follow = (doctorType: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/users/follow/doctor/${own?.id}/`,
        headers: bearer(account.token),
        payload: { doctor_type: doctorType },
      });
    expect((await follow('doctor')).statusCode).toBe(404);
    expect((await follow('doctor_profile')).statusCode).toBe(201);
    const isFollowing = await testApp.app.inject({
      url: `/api/users/follow/doctor/${own?.id}/is-following/doctor_profile/`,
      headers: bearer(account.token),
    });
    expect(isFollowing.json()).toEqual({ isFollowing: true });
    const list = await testApp.app.inject({ url: '/api/users/following-doctors/', headers: bearer(account.token) });
    expect(list.json()).toEqual([
      expect.objectContaining({ doctor_id: own?.id, doctor_type: 'doctor_profile', first_name: 'Rim' }),
    ]);
  });

  it('refuses anonymous calls with 401, unknown doctors with 404 and bad ids with 400', async () => {
    expect(
      (await testApp.app.inject({ method: 'POST', url: `/api/users/follow/doctor/${doctorId}/` })).statusCode,
    ).toBe(401);
    const account = await registerAccount(testApp.app);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/users/follow/doctor/99999999/',
          headers: bearer(account.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await testApp.app.inject({
          url: `/api/users/follow/doctor/${doctorId}/is-following/doctor_profile/`,
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await testApp.app.inject({
          url: '/api/users/follow/doctor/abc/is-following/doctor/',
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/users/unfollow/doctor/${doctorId}/nurse/`,
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the pace of following', () => {
  it('limits follows and unfollows together, per account, with a translated 429 and Retry-After', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_WRITES_ACCOUNT: '4', RATE_LIMIT_WRITES: '100' } });
    try {
      await seedDemoData(limited.database, { doctors: 40, reviews: 0, seed: 6 });
      const [row] = await limited.database.query<{ id: number }>(
        'select id from doctors where user_id is null order by id limit 1',
      );
      const account = await registerAccount(limited.app);
      const follow = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/users/follow/doctor/${row?.id}/`,
          remoteAddress,
          headers: { ...bearer(account.token), 'accept-language': 'ar' },
          payload: { doctor: row?.id, doctor_type: 'doctor' },
        });
      const unfollow = (remoteAddress: string) =>
        limited.app.inject({
          method: 'DELETE',
          url: `/api/users/unfollow/doctor/${row?.id}/doctor/`,
          remoteAddress,
          headers: { ...bearer(account.token), 'accept-language': 'ar' },
        });
      expect((await follow('10.6.0.1')).statusCode).toBe(201);
      expect((await unfollow('10.6.0.1')).statusCode).toBeLessThan(300);
      expect((await follow('10.6.0.2')).statusCode).toBe(201);
      expect((await unfollow('10.6.0.2')).statusCode).toBeLessThan(300);
      const refused = await follow('10.6.0.3');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        error: 'too_many_writes',
        detail: 'تعديلات كثيرة في وقت قصير. أعد المحاولة بعد دقيقة.',
      });
      expect((await unfollow('10.6.0.3')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
