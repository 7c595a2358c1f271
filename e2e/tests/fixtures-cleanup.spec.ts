import { ZBlogPost, ZFollowedDoctor, ZUserInfo, type TUserInfo } from '@tabib/shared';
import { expect, test } from '../fixtures/test.ts';

/**
 * The fixtures clean up after themselves (CONTRIBUTING.md, point 8): what one test made through them, or
 * through its page, is gone once its teardown has run. The first test makes it; the `afterAll`
 * hook, which runs after that test's fixtures are torn down, looks through the API.
 */
test.describe.configure({ mode: 'serial' });

interface Credentials {
  email: string;
  password: string;
}
let left: { author: Credentials; reader: Credentials; tokens: string[] } | undefined;

test('a post, a follow and tokens issued to the API and to the page', async ({
  page,
  accounts,
  doctors,
  posts,
  api,
}) => {
  const author = await accounts.create({ name: 'Nadia Fixture', doctor: true });
  const reader = await accounts.create({ name: 'Rayan Fixture' });
  const { doctor } = await doctors.listed('Fixture');
  await posts.write(author, { title: 'Une note de test', content: '<p>À supprimer après le test.</p>', lang: 'fr' });
  await api.follow(reader, doctor);

  // A token issued to the page, through the sign-in form.
  await page.goto('/fr/login');
  await page.getByLabel('E-mail').fill(reader.email);
  await page.getByLabel('Mot de passe').fill(reader.password);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/profile\/?$/);
  const stored = await page.evaluate(() => window.localStorage.getItem('userInfo'));
  const pageUser: TUserInfo = ZUserInfo.parse(JSON.parse(stored ?? 'null'));

  left = {
    author: { email: author.email, password: author.password },
    reader: { email: reader.email, password: reader.password },
    tokens: [author.user.token, reader.user.token, pageUser.token],
  };
});

test.afterAll(async ({ playwright, baseURL }) => {
  if (!left) return; // the test failed before making everything: its own error says why
  const { author: authorAccount, reader: readerAccount, tokens } = left;
  const request = await playwright.request.newContext({ baseURL });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const signIn = async (account: Credentials) => {
    const response = await request.post('/api/users/login/', {
      data: { username: account.email, password: account.password },
    });
    return ZUserInfo.parse(await response.json()).token;
  };
  try {
    for (const token of tokens) {
      expect((await request.get('/api/users/profile/', { headers: bearer(token) })).status(), 'token revoked').toBe(
        401,
      );
    }
    const author = await signIn(authorAccount);
    const authorPosts = await request.get('/api/users/blogs/my_blogs/', { headers: bearer(author) });
    expect(ZBlogPost.array().parse(await authorPosts.json()), 'posts deleted').toEqual([]);
    const reader = await signIn(readerAccount);
    const followed = await request.get('/api/users/following-doctors/', { headers: bearer(reader) });
    expect(ZFollowedDoctor.array().parse(await followed.json()), 'follows removed').toEqual([]);
    for (const token of [author, reader]) await request.post('/api/users/logout/', { headers: bearer(token) });
  } finally {
    await request.dispose();
  }
});
