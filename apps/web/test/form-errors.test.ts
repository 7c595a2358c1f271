import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client.ts';
import { serverFieldErrors } from '../src/lib/form-errors.ts';

describe("a refused request's field errors under the form's fields (product.md §10)", () => {
  const refused = new ApiError('Invalid', 400, 'invalid_input', {
    'body.email': 'email_taken',
    'body.doctor_profile.speciality': 'unknown_speciality',
    'body.unknown_field': 'invalid_value',
  });

  it('names each field the server names, without the `body.` prefix', () => {
    expect(serverFieldErrors(refused, ['email', 'name'] as const)).toEqual([['email', 'email_taken']]);
  });

  it('follows aliases for fields that travel under another path', () => {
    expect(serverFieldErrors(refused, ['speciality'] as const, { 'doctor_profile.speciality': 'speciality' })).toEqual([
      ['speciality', 'unknown_speciality'],
    ]);
  });

  it('has nothing to place for other failures', () => {
    expect(serverFieldErrors(new ApiError('Timeout', 0, 'timeout'), ['email'] as const)).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), ['email'] as const)).toEqual([]);
  });
});
