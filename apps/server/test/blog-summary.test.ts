import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBlogPost } from '@tabib/shared';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** A post's plain-text summary, as cards show it (decision 058). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function summaryOf(content: string): Promise<string> {
  const author = await registerAccount(testApp.app);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/blogs/',
    headers: bearer(author.token),
    payload: { title: 'Le sommeil des enfants', content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TBlogPost>().summary;
}

describe('the summary of a post', () => {
  it('ends a heading with a dash instead of gluing it to the paragraph after it', async () => {
    expect(
      await summaryOf(
        '<h2>Bien dormir</h2><p>Les bébés dorment beaucoup.</p><h3><strong>Quand consulter</strong></h3><p>Rarement.</p>',
      ),
    ).toBe('Bien dormir — Les bébés dorment beaucoup. Quand consulter — Rarement.');
  });

  it("keeps a heading's own punctuation, and adds no dash at the end", async () => {
    expect(await summaryOf('<h2>Faut-il s’inquiéter ?</h2><p>Non.</p><h2>En bref</h2>')).toBe(
      'Faut-il s’inquiéter ? Non. En bref',
    );
  });
});
