import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogContentMaxBytes, blogListDefaultLimit, type TBlogCard, type TBlogPost } from '@tabib/shared';
import { createMediaFiles } from '../src/media/media-files.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount, verifyDoctorAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { flatPng } from './helpers/images.ts';

let testApp: TestApp;
/** Posts the demo data seeded, before any test writes. */
let seededPosts: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  const seeded = await seedDemoData(testApp.database, { doctors: 40, reviews: 0, seed: 6 });
  seededPosts = seeded.blogPosts;
});
afterAll(() => testApp.close());

const storedBlogImages = () => createMediaFiles(testApp.database.db).list('blog/');

function writePost(token: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', id?: number) {
  return testApp.app.inject({
    method,
    url: id === undefined ? '/api/users/blogs/' : `/api/users/blogs/${id}/`,
    headers: bearer(token),
    payload,
  });
}

async function pngDataUrl(width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#1d6f5f' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('reading posts', () => {
  it('lists posts newest first, bounded by default, with the total in X-Total-Count', async () => {
    const response = await testApp.app.inject({ url: '/api/users/blogs/' });
    expect(response.statusCode).toBe(200);
    const posts = response.json<TBlogPost[]>();
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(seededPosts);
    expect(posts.length).toBe(Math.min(blogListDefaultLimit, Number(response.headers['x-total-count'])));
    const dates = posts.map((post) => post.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]?.content).toMatch(/<h2>/);
    expect(typeof posts[0]?.author).toBe('string');
  });

  it('pages with limit and offset without repeating or skipping a post', async () => {
    const all = (await testApp.app.inject({ url: '/api/users/blogs/?limit=12' })).json<TBlogPost[]>();
    const first = (await testApp.app.inject({ url: '/api/users/blogs/?limit=6&view=card' })).json<TBlogCard[]>();
    const next = (await testApp.app.inject({ url: '/api/users/blogs/?limit=3&offset=6&view=card' })).json<
      TBlogCard[]
    >();
    expect([...first, ...next].map((post) => post.id)).toEqual(all.slice(0, 9).map((post) => post.id));
  });

  it('answers cards without the HTML for view=card, with a plain-text summary', async () => {
    const [card] = (await testApp.app.inject({ url: '/api/users/blogs/?limit=1&view=card' })).json<TBlogCard[]>();
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty('content');
    expect(card?.summary.length).toBeGreaterThan(20);
    expect(card?.summary).not.toMatch(/[<>]/);
  });

  it.each(['limit=0', 'limit=51', 'limit=abc', 'offset=-1', 'view=everything'])(
    'refuses %s with a translated 400',
    async (query) => {
      const response = await testApp.app.inject({
        url: `/api/users/blogs/?${query}`,
        headers: { 'accept-language': 'fr' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    },
  );

  it('shows one post to anyone, and a translated 404 for an unknown one', async () => {
    const [first] = (await testApp.app.inject({ url: '/api/users/blogs/?limit=1' })).json<TBlogPost[]>();
    const response = await testApp.app.inject({ url: `/api/users/blogs/${first?.id}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json<TBlogPost>().title).toBe(first?.title);
    expect(response.json<TBlogPost>().author_details.is_doctor).toBe(true);
    const missing = await testApp.app.inject({ url: '/api/users/blogs/999999/', headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'blog_not_found', message: 'No blog found.' });
    expect((await testApp.app.inject({ url: '/api/users/blogs/abc/' })).statusCode).toBe(400);
  });

  it('tells Arabic posts apart so they render right to left', async () => {
    const posts = (await testApp.app.inject({ url: '/api/users/blogs/?limit=50&view=card' })).json<TBlogCard[]>();
    const languages = new Set(posts.map((post) => post.lang));
    expect(languages).toEqual(new Set(['fr', 'en', 'ar']));
  });

  it('lists the posts of one language when asked, newest first, with their own total (decision 035)', async () => {
    const all = (await testApp.app.inject({ url: '/api/users/blogs/?limit=50&view=card' })).json<TBlogCard[]>();
    for (const language of ['fr', 'en', 'ar'] as const) {
      const response = await testApp.app.inject({ url: `/api/users/blogs/?limit=50&view=card&language=${language}` });
      const posts = response.json<TBlogCard[]>();
      const expected = all.filter((post) => post.lang === language).map((post) => post.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(posts.map((post) => post.id)).toEqual(expected);
      expect(Number(response.headers['x-total-count'])).toBe(expected.length);
    }
    const unknown = await testApp.app.inject({
      url: '/api/users/blogs/?language=de',
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'invalid_input' });
  });
});

describe('writing posts', () => {
  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/blogs/',
      payload: { title: 'Hello', content: '<p>Hi</p>' },
    });
    expect(response.statusCode).toBe(401);
    expect((await testApp.app.inject({ url: '/api/users/blogs/my_blogs/' })).statusCode).toBe(401);
  });

  it("takes the author from the token, whatever `author` says, and lists it in the author's posts only", async () => {
    const author = await registerAccount(testApp.app, { is_doctor: true });
    await verifyDoctorAccount(testApp.database, author.id);
    const other = await registerAccount(testApp.app);
    const response = await writePost(author.token, {
      author: String(other.id),
      title: 'Hydratation en été',
      content: '<p>Buvez de l’eau régulièrement, même sans soif.</p>',
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<TBlogPost>();
    expect(post.author).toBe(String(author.id));
    const mine = await testApp.app.inject({ url: '/api/users/blogs/my_blogs/', headers: bearer(author.token) });
    expect(mine.json<TBlogPost[]>().map((item) => item.id)).toEqual([post.id]);
    const theirs = await testApp.app.inject({ url: '/api/users/blogs/my_blogs/', headers: bearer(other.token) });
    expect(theirs.json()).toEqual([]);
    const [newest] = (await testApp.app.inject({ url: '/api/users/blogs/?limit=1&view=card' })).json<TBlogCard[]>();
    expect(newest?.id).toBe(post.id);
  });

  it.each([
    [{ content: '<p>Du texte</p>' }, 'body.title', 'blog_title_required'],
    [{ title: '   ', content: '<p>Du texte</p>' }, 'body.title', 'blog_title_required'],
    [{ title: 'x'.repeat(201), content: '<p>Du texte</p>' }, 'body.title', 'blog_title_too_long'],
    [{ title: 'Titre' }, 'body.content', 'blog_content_required'],
    [{ title: 'Titre', content: '  ' }, 'body.content', 'blog_content_required'],
    [{ title: 'Titre', content: '<script>alert(1)</script>' }, 'body.content', 'blog_content_required'],
  ])('refuses %j with 400 naming %s', async (payload, field, key) => {
    const author = await registerAccount(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: { ...bearer(author.token), 'accept-language': 'fr' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ fields: Array<{ field: string; error: string; message: string }> }>();
    expect(answer.fields).toContainEqual(expect.objectContaining({ field, error: key }));
    expect(answer.fields.find((entry) => entry.field === field)?.message).toMatch(/obligatoires|200 caractères/);
  });

  it('accepts a title of exactly 200 characters and refuses content over 200 KB with 413', async () => {
    const author = await registerAccount(testApp.app);
    expect((await writePost(author.token, { title: 'é'.repeat(200), content: '<p>ok</p>' })).statusCode).toBe(201);
    const paragraph = '<p>' + 'a'.repeat(1000) + '</p>';
    const tooLarge = paragraph.repeat(Math.ceil(blogContentMaxBytes / paragraph.length) + 1);
    const response = await writePost(author.token, { title: 'Long', content: tooLarge });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('blog_content_too_large');
    const mine = await testApp.app.inject({ url: '/api/users/blogs/my_blogs/', headers: bearer(author.token) });
    expect(mine.json<TBlogPost[]>()).toHaveLength(1);
  });

  it('stores sanitised HTML with the section 5 rules applied', async () => {
    const author = await registerAccount(testApp.app);
    const response = await writePost(author.token, {
      title: 'Le sommeil <des> enfants',
      content:
        '<p onclick="alert(1)">Un <strong>bon</strong> sommeil <em>compte</em>.<script>alert(1)</script></p>' +
        '<ul><li>Un horaire</li></ul><p><a href="javascript:alert(1)">piège</a> <a href="https://example.org">source</a></p>' +
        `<img src="${await pngDataUrl(60, 40)}"><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>` +
        `<img src="https://example.org/photo.jpg"><img src="${await pngDataUrl(30, 20)}" alt="Ancienne">`,
    });
    expect(response.statusCode).toBe(201);
    const { content, summary, image } = response.json<TBlogPost>();
    expect(content.startsWith('<h2>Le sommeil &lt;des&gt; enfants</h2>')).toBe(true);
    expect(content).toContain('<strong>bon</strong>');
    expect(content).toContain('<ul><li>Un horaire</li></ul>');
    expect(content).toContain('href="https://example.org"');
    expect(content).toMatch(
      /<img alt="Le sommeil &lt;des&gt; enfants - image" decoding="async" loading="eager" width="60" height="40" src="(\/media\/blog\/[\w-]+-600\.webp)"/,
    );
    // The first image is what a phone paints first; the next ones load when scrolled to.
    expect(content).toMatch(/<img alt="Ancienne" decoding="async" loading="lazy"[^>]*src="\/media\/blog\//);
    // An image from elsewhere is dropped (decision 048).
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe|src="x"|example\.org\/photo/i);
    expect(summary).toBe('Un bon sommeil compte. Un horaire piège source');
    expect(image).toMatch(/^\/media\/blog\/[\w-]+-600\.webp$/);
  });

  it('keeps a heading of the author and adds none', async () => {
    const author = await registerAccount(testApp.app);
    const response = await writePost(author.token, { title: 'Titre', content: '<h3>Intro</h3><p>Texte</p>' });
    expect(response.json<TBlogPost>().content).toBe('<h3>Intro</h3><p>Texte</p>');
  });

  it('recognises an Arabic post, or takes the language the author gives', async () => {
    const author = await registerAccount(testApp.app);
    const arabic = await writePost(author.token, { title: 'الصيام والسكري', content: '<p>استشر طبيبك قبل رمضان.</p>' });
    expect(arabic.json<TBlogPost>().lang).toBe('ar');
    const english = await writePost(author.token, {
      title: 'Heat waves',
      content: '<p>Drink water and stay in the shade during the hottest hours of the day.</p>',
    });
    expect(english.json<TBlogPost>().lang).toBe('en');
    const given = await writePost(author.token, { title: 'Note', content: '<p>ok</p>', lang: 'en' });
    expect(given.json<TBlogPost>().lang).toBe('en');
  });

  it('turns a pasted data: image into stored 300 and 600 px WebP variants with a srcset', async () => {
    const author = await registerAccount(testApp.app);
    const response = await writePost(author.token, {
      title: 'Radiographie',
      content: `<p>Avant :</p><img src="${await pngDataUrl(1200, 800)}" alt="Poumons">`,
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<TBlogPost>();
    const match = /src="(\/media\/blog\/([\w-]+)-600\.webp)"/.exec(post.content);
    expect(match).not.toBeNull();
    const key = match?.[2] as string;
    expect(post.content).toContain('alt="Poumons"');
    expect(post.content).toContain('width="600" height="400"');
    expect(post.content).toContain(`srcset="/media/blog/${key}-300.webp 300w, /media/blog/${key}-600.webp 600w"`);
    expect(post.content).not.toContain('data:');
    expect(post.image).toBe(`/media/blog/${key}-600.webp`);
    const served = await testApp.app.inject({ url: `/media/blog/${key}-300.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses a data: image that is not an image with 415 and stores nothing', async () => {
    const author = await registerAccount(testApp.app);
    const before = (await storedBlogImages()).length;
    const fake = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`;
    const response = await writePost(author.token, {
      title: 'Faux',
      content: `<img src="${await pngDataUrl(40, 40)}"><img src="${fake}">`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('invalid_image');
    expect((await storedBlogImages()).length).toBe(before);
  });
});

describe('what one post may cost the server', () => {
  it('refuses deeply nested HTML at once, before sanitising it (400 content_too_complex)', async () => {
    const author = await registerAccount(testApp.app);
    const started = performance.now();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: { ...bearer(author.token), 'accept-language': 'en' },
      payload: { title: 'Nested', content: '<b>'.repeat(68_000) + 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual(
      expect.objectContaining({ field: 'body.content', error: 'content_too_complex' }),
    );
    // Sanitising this input took seconds; the shape check alone is a linear scan.
    expect(performance.now() - started).toBeLessThan(1000);
    const longList = '<ul>' + '<li><p><strong>point</strong></p></li>'.repeat(2000) + '</ul>';
    expect((await writePost(author.token, { title: 'Long list', content: longList })).statusCode).toBe(201);
  });

  it('takes at most 20 images a post (413)', async () => {
    const author = await registerAccount(testApp.app);
    const images = await Promise.all(Array.from({ length: 21 }, (_, index) => pngDataUrl(8 + index, 8)));
    const content = images.map((src) => `<img src="${src}">`).join('');
    const response = await writePost(author.token, { title: 'Trop', content });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('blog_too_many_images');
  });

  it('takes at most 60 megapixels of images a post, judged by their headers before decoding (413)', async () => {
    const author = await registerAccount(testApp.app);
    // White PNGs of 6,000 × 6,000 pixels: a few kilobytes each, 36 megapixels to decode.
    const flat = (height: number) => `<img src="data:image/png;base64,${flatPng(6000, height).toString('base64')}">`;
    const content = flat(6000) + flat(6001);
    expect(content.length).toBeLessThan(100_000);
    const response = await writePost(author.token, { title: 'Lourd', content });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('image_too_many_pixels');
  });

  it('answers at most 20 whole posts at a time (cards up to 50)', async () => {
    const full = await testApp.app.inject({ url: '/api/users/blogs/?limit=50' });
    expect(full.json<TBlogPost[]>().length).toBe(Math.min(20, Number(full.headers['x-total-count'])));
    const cards = await testApp.app.inject({ url: '/api/users/blogs/?limit=50&view=card' });
    expect(cards.json<TBlogCard[]>().length).toBe(Math.min(50, Number(cards.headers['x-total-count'])));
    expect(Number(cards.headers['x-total-count'])).toBeGreaterThan(20);
  });
});

describe('changing and deleting posts', () => {
  it('lets only the author update or delete (403), and says 404 for a post that does not exist', async () => {
    const author = await registerAccount(testApp.app);
    const intruder = await registerAccount(testApp.app);
    const post = (await writePost(author.token, { title: 'Original', content: '<p>Texte</p>' })).json<TBlogPost>();

    const hijack = await writePost(intruder.token, { title: 'Volé', content: '<p>x</p>' }, 'PUT', post.id);
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json().error).toBe('not_blog_author');
    const erase = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/blogs/${post.id}/`,
      headers: bearer(intruder.token),
    });
    expect(erase.statusCode).toBe(403);
    expect((await testApp.app.inject({ url: `/api/users/blogs/${post.id}/` })).json<TBlogPost>().title).toBe(
      'Original',
    );

    expect((await writePost(author.token, { title: 'x', content: '<p>x</p>' }, 'PUT', 999999)).statusCode).toBe(404);
    const gone = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/blogs/999999/',
      headers: bearer(author.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('updates title and content, keeps the creation date and moves updated_at', async () => {
    const author = await registerAccount(testApp.app);
    const post = (await writePost(author.token, { title: 'Avant', content: '<p>Un</p>' })).json<TBlogPost>();
    const response = await writePost(author.token, { title: 'Après', content: '<p>Deux</p>' }, 'PUT', post.id);
    expect(response.statusCode).toBe(200);
    const updated = response.json<TBlogPost>();
    expect(updated).toMatchObject({ id: post.id, title: 'Après', created_at: post.created_at });
    expect(updated.content).toBe('<h2>Après</h2>\n<p>Deux</p>');
    expect(updated.updated_at >= post.updated_at).toBe(true);
  });

  it("renames the heading it added when the title changes, and leaves the author's own headings alone", async () => {
    const author = await registerAccount(testApp.app);
    const post = (await writePost(author.token, { title: 'Avant', content: '<p>Texte</p>' })).json<TBlogPost>();
    expect(post.content).toBe('<h2>Avant</h2>\n<p>Texte</p>');
    // The editor sends the stored content back, added heading included.
    const renamed = await writePost(author.token, { title: 'Après', content: post.content }, 'PUT', post.id);
    expect(renamed.json<TBlogPost>().content).toBe('<h2>Après</h2>\n<p>Texte</p>');
    const edited = `<h2 dir="auto">Après</h2><p dir="auto">Texte (modifié)</p>`;
    const again = await writePost(author.token, { title: 'Après (2)', content: edited }, 'PUT', post.id);
    expect(again.json<TBlogPost>().content).toBe('<h2>Après (2)</h2>\n<p dir="auto">Texte (modifié)</p>');
    const quoted = (
      await writePost(author.token, { title: 'Il a dit "oui" & <non>', content: '<p>Texte</p>' })
    ).json<TBlogPost>();
    const requoted = await writePost(author.token, { title: 'Réponse', content: quoted.content }, 'PUT', quoted.id);
    expect(requoted.json<TBlogPost>().content).toBe('<h2>Réponse</h2>\n<p>Texte</p>');
    const own = await writePost(
      author.token,
      { title: 'Encore', content: '<h2>Mon titre</h2><p>Texte</p>' },
      'PUT',
      post.id,
    );
    expect(own.json<TBlogPost>().content).toBe('<h2>Mon titre</h2><p>Texte</p>');
  });

  it("removes the stored images a post no longer shows, and deletes the post's images with it", async () => {
    const author = await registerAccount(testApp.app);
    const first = await pngDataUrl(320, 200);
    const second = await pngDataUrl(200, 320);
    const post = (
      await writePost(author.token, { title: 'Images', content: `<img src="${first}"><img src="${second}">` })
    ).json<TBlogPost>();
    const keys = [
      ...new Set([...post.content.matchAll(/\/media\/blog\/([\w-]+)-600\.webp/g)].map((match) => match[1])),
    ];
    expect(keys).toHaveLength(2);
    const files = async (key: string | undefined) =>
      (await storedBlogImages()).filter((name) => name.startsWith(`blog/${key}-`));
    expect(await files(keys[0])).toHaveLength(2);

    // The edited content keeps the first stored image as the editor sends it back.
    const kept = /<img[^>]*\/media\/blog\/[^>]*>/.exec(post.content)?.[0] as string;
    const edited = await writePost(
      author.token,
      { title: 'Images', content: `<p>Une seule</p>${kept}` },
      'PUT',
      post.id,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TBlogPost>().content).toContain(`srcset="/media/blog/${keys[0]}-300.webp 300w`);
    expect(await files(keys[0])).toHaveLength(2);
    expect(await files(keys[1])).toHaveLength(0);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/blogs/${post.id}/`,
      headers: bearer(author.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await files(keys[0])).toHaveLength(0);
    expect((await testApp.app.inject({ url: `/api/users/blogs/${post.id}/` })).statusCode).toBe(404);
  });
});

describe('images from elsewhere (decision 048)', () => {
  const tracker = 'https://tracker.example/p.png';

  /** An image uploaded to Tabib: a pasted data: image the server stored under /media/blog/. */
  async function uploadedImage(token: string): Promise<string> {
    const response = await writePost(token, { title: 'Photo', content: `<img src="${await pngDataUrl(600, 400)}">` });
    const address = /src="(\/media\/blog\/[\w-]+-600\.webp)"/.exec(response.json<TBlogPost>().content)?.[1];
    expect(address).toBeDefined();
    return address as string;
  }

  /** Every answer that carries the post: whole, as a card, in the full list and in the author's own. */
  async function everyAnswerOf(id: number, token: string): Promise<string[]> {
    const [one, full, cards, mine] = await Promise.all([
      testApp.app.inject({ url: `/api/users/blogs/${id}/` }),
      testApp.app.inject({ url: '/api/users/blogs/?limit=20' }),
      testApp.app.inject({ url: '/api/users/blogs/?limit=50&view=card' }),
      testApp.app.inject({ url: '/api/users/blogs/my_blogs/', headers: bearer(token) }),
    ]);
    const ofPost = (posts: Array<TBlogPost | TBlogCard>) => JSON.stringify(posts.find((post) => post.id === id));
    return [
      one.body,
      ofPost(full.json<TBlogPost[]>()),
      ofPost(cards.json<TBlogCard[]>()),
      ofPost(mine.json<TBlogPost[]>()),
    ];
  }

  it('14. a post written with a remote image comes back without it; an uploaded /media image stays', async () => {
    const author = await registerAccount(testApp.app);
    const uploaded = await uploadedImage(author.token);
    const response = await writePost(author.token, {
      title: 'Le pied diabétique',
      content:
        `<p>Examinez vos pieds chaque jour.</p><img src="${tracker}"><img src="http://tracker.example/q.png">` +
        `<img src="//tracker.example/r.png"><img src="${uploaded}" alt="Pied">`,
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<TBlogPost>();
    expect(post.content).not.toContain('tracker.example');
    expect(post.content).toContain(`src="${uploaded}"`);
    // The first image left is the card's and the share image: ours.
    expect(post.image).toBe(uploaded);
    for (const answer of await everyAnswerOf(post.id, author.token)) {
      expect(answer).not.toContain('tracker.example');
      expect(answer).toContain(uploaded);
    }
  });

  it('14. a post with only a remote image is refused as empty', async () => {
    const author = await registerAccount(testApp.app);
    const response = await writePost(author.token, { title: 'Image', content: `<img src="${tracker}">` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields?.[0]?.error).toBe('blog_content_required');
  });

  it('14. a post stored with a remote image before the rule is served without it', async () => {
    const author = await registerAccount(testApp.app);
    const uploaded = await uploadedImage(author.token);
    // As an older version stored it: the remote image first, so it is also the post's `image`.
    const content =
      `<h2>Avant</h2><p>Texte.</p><p><img alt="Suivi" decoding="async" loading="lazy" width="auto" height="auto" src="${tracker}" /></p>` +
      `<img src='https://tracker.example/q.png' srcset="https://tracker.example/q.png 2x"><img src="${uploaded}" alt="Ici" />`;
    const [row] = await testApp.database.query<{ id: number }>(
      `insert into blog_posts (author_id, title, content, excerpt, summary, image, lang)
       values ($1, 'Avant', $2, '', 'Texte.', $3, 'fr') returning id`,
      [author.id, content, tracker],
    );
    const id = row?.id as number;
    for (const answer of await everyAnswerOf(id, author.token)) {
      expect(answer).not.toContain('tracker.example');
    }
    const post = (await testApp.app.inject({ url: `/api/users/blogs/${id}/` })).json<TBlogPost>();
    expect(post.content).toContain(`src="${uploaded}"`);
    expect(post.content).toContain('<p>Texte.</p>');
    expect(post.image).toBeNull();
  });
});

describe('the pace of writing', () => {
  it('limits writes per minute and IP (RATE_LIMIT_WRITES), with a translated 429', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_WRITES: '2' } });
    try {
      const author = await registerAccount(limited.app);
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/blogs/',
          headers: { ...bearer(author.token), 'accept-language': 'fr' },
          payload: { title: 'Note', content: '<p>Texte</p>' },
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        error: 'too_many_writes',
        detail: 'Trop de modifications en peu de temps. Réessayez dans une minute.',
      });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Reading is never limited.
      expect((await limited.app.inject('/api/users/blogs/')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
