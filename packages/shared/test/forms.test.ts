import { describe, expect, it } from 'vitest';
import {
  ZLoginForm,
  ZPasswordForm,
  ZProfileForm,
  ZRegisterForm,
  ZResetConfirmForm,
  ZReviewForm,
} from '../src/index.ts';

/** The `Error.*` key of each refused field, as the forms show them. */
function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('web forms built from the request schemas (CONTRIBUTING.md, point 3)', () => {
  it('refuses what the server refuses, with the same keys', () => {
    expect(errorsOf(ZLoginForm.safeParse({ username: 'not an email', password: '' }))).toEqual({
      username: 'invalid_email',
      password: 'password_required',
    });
    expect(
      errorsOf(
        ZRegisterForm.safeParse({
          name: '',
          email: 'a@b',
          password: 'short',
          confirmPassword: 'other',
          is_doctor: false,
        }),
      ),
    ).toEqual({
      name: 'name_required',
      email: 'invalid_email',
      password: 'password_too_short',
      confirmPassword: 'passwords_do_not_match',
    });
  });

  it('says a repeated password that differs under the repetition', () => {
    expect(errorsOf(ZResetConfirmForm.safeParse({ new_password: 'long enough 1', re_new_password: 'x' }))).toEqual({
      re_new_password: 'passwords_do_not_match',
    });
    const change = { currentPassword: 'old one', newPassword: 'long enough 1', confirmPassword: 'long enough 2' };
    expect(errorsOf(ZPasswordForm.safeParse(change))).toEqual({ confirmPassword: 'passwords_do_not_match' });
  });

  it('asks for a rating and gives the text its default', () => {
    expect(errorsOf(ZReviewForm.safeParse({ rating: null, review: '' }))).toEqual({ rating: 'rating_required' });
    expect(errorsOf(ZReviewForm.safeParse({ rating: 2.3 }))).toEqual({ rating: 'invalid_rating' });
    expect(ZReviewForm.parse({ rating: 3.5 })).toEqual({ rating: 3.5, review: '' });
  });

  it('checks the profile with the rules of the multipart fields', () => {
    const profile = {
      first_name: 'Salma',
      last_name: 'Benjelloun',
      gender: 'F',
      email: 'salma@example.ma',
      phone: 'call me',
      is_doctor: true,
      street: '',
      city: 'Rabat',
      state: '',
      postal_code: '10000',
      country: 'Maroc',
      speciality: 'Cardiologue',
      description: '<p>Bonjour</p>',
    };
    expect(errorsOf(ZProfileForm.safeParse(profile))).toEqual({ phone: 'invalid_phone' });
    expect(ZProfileForm.safeParse({ ...profile, phone: '+212 6 61 22 33 44' }).success).toBe(true);
  });
});
