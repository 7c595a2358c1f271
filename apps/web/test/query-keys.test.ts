import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { doctorOptions } from '../src/features/doctors/api/get-doctor.ts';
import { doctorSearchOptions } from '../src/features/doctors/api/search-doctors.ts';
import type { ViewerKey } from '../src/lib/query-keys.ts';
import { readSearchUrl } from '../src/lib/search-url.ts';
import { storeServerAnswers } from '../src/lib/server-answers.ts';

describe('keys of data that depend on the reader (decision 064)', () => {
  it('does not compile a key without its viewer where one is required', () => {
    // @ts-expect-error: a doctor's page shows a phone number to signed-in readers only.
    const forgotten = ['doctors', 'slug', { lang: 'fr', slug: 'dr-alaoui' }] satisfies ViewerKey;
    const kept = ['doctors', 'slug', { lang: 'fr', viewer: null, slug: 'dr-alaoui' }] satisfies ViewerKey;
    expect(forgotten).toHaveLength(kept.length);
  });

  it("files the server's visitor answer under the signed-in reader's own key, not the other way", () => {
    const client = new QueryClient();
    const visitor = doctorOptions('dr-alaoui', 'fr', null).queryKey;
    storeServerAnswers(client, [{ key: visitor, data: { id: 7 } }], 42);
    expect(client.getQueryData(doctorOptions('dr-alaoui', 'fr', 42).queryKey)).toEqual({ id: 7 });
    expect(client.getQueryData(doctorOptions('dr-alaoui', 'fr', 43).queryKey)).toBeUndefined();
    // A reader's answer is never shared with a visitor.
    client.setQueryData(doctorSearchOptions(readSearchUrl(new URLSearchParams()), 'fr', 42).queryKey, {
      doctors: [],
      count: 0,
      totalPages: 0,
      currentPage: 1,
      doctorsPerPage: 10,
    });
    expect(
      client.getQueryData(doctorSearchOptions(readSearchUrl(new URLSearchParams()), 'fr', null).queryKey),
    ).toBeUndefined();
  });
});
