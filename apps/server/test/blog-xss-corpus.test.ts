import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBlogPost } from '@tabib/shared';
import { prepareBlogContent } from '../src/modules/blogs/blog-content.ts';
import { richTextToPlain, sanitizeRichText } from '../src/modules/content/sanitize-rich-text.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** The XSS corpora of fixtures/corpora (PayloadsAllTheThings, MIT): one payload per line. */
const corpora = ['patt-IntrudersXSS.txt', 'patt-XSS_Polyglots.txt'].flatMap((file) =>
  readFileSync(join(import.meta.dirname, '../../../fixtures/corpora', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((payload, index) => ({ name: `${file}:${index + 1}`, payload })),
);

const allowedTags = new Set([
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'blockquote',
]);
const allowedAttributes = new Set([
  'href',
  'target',
  'rel',
  'src',
  'srcset',
  'sizes',
  'alt',
  'width',
  'height',
  'decoding',
  'loading',
  'dir',
]);

/**
 * Every element and attribute of stored HTML, as an HTML parser reads it (htmlparser2, through
 * sanitize-html with nothing filtered), so the checks see what a browser would build.
 */
function elementsOf(html: string): Array<{ tag: string; attribs: Record<string, string> }> {
  const elements: Array<{ tag: string; attribs: Record<string, string> }> = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      elements.push({ tag: frame.tag, attribs: frame.attribs });
      return false;
    },
  });
  return elements;
}

/**
 * What must never survive: foreign tags, event handlers, addresses with a script-capable scheme,
 * images from another server.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const { tag, attribs } of elementsOf(html)) {
    if (!allowedTags.has(tag)) problems.push(`tag ${tag}`);
    for (const [name, value] of Object.entries(attribs)) {
      if (!allowedAttributes.has(name)) problems.push(`attribute ${name} on ${tag}`);
      // Browsers ignore spaces and control characters around a scheme: so does this check.
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\s\p{Cc}]/gu, ''))?.[1]?.toLowerCase();
      if (name === 'href' && scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme))
        problems.push(`href=${value}`);
      // Images are Tabib's own only (decision 048): stored under /media/ or inline.
      if (name === 'src' && !/^(data:image\/(png|gif|jpe?g|webp|bmp);|\/media\/blog\/)/i.test(value))
        problems.push(`src=${value}`);
      if (name === 'srcset' && !/^\/media\/blog\//.test(value)) problems.push(`srcset=${value}`);
    }
  }
  return problems;
}

describe('the blog sanitiser against every XSS payload of the corpora', () => {
  it('reads the corpora', () => {
    expect(corpora.length).toBe(179 + 16);
  });

  it.each(corpora)('$name stores no script, handler or javascript: address', async ({ payload }) => {
    for (const html of [payload, `<p>Avant ${payload} après</p>`]) {
      let content: string;
      try {
        ({ content } = await prepareBlogContent({ html, title: payload }));
      } catch (error) {
        // Content that is nothing but script is refused as empty; anything else is a bug.
        expect((error as { key?: string; fields?: Array<{ key: string }> }).fields?.[0]?.key).toBe(
          'blog_content_required',
        );
        continue;
      }
      expect(unsafeParts(content)).toEqual([]);
      // Text may mention onerror or <script> (escaped, harmless); no such element may exist.
      expect(content).not.toMatch(/<(?:script|svg|iframe|object|embed|style|math|form)\b/i);
    }
  });

  it('keeps the formatting of every toolbar button unchanged', async () => {
    const html =
      '<h1>Un</h1><h2>Deux</h2><h3>Trois</h3><p><strong>gras</strong> <em>italique</em> <u>souligné</u> <s>barré</s></p>' +
      '<ol><li>premier</li></ol><ul><li>point</li></ul>' +
      '<p><a href="https://example.org/page" rel="noopener noreferrer nofollow">lien</a> <a href="mailto:cabinet@example.ma" rel="noopener noreferrer nofollow">écrire</a> <a href="tel:+212522000000" rel="noopener noreferrer nofollow">appeler</a></p>' +
      '<p dir="rtl">نص عربي</p>';
    const { content } = await prepareBlogContent({ html, title: 'Titre' });
    expect(content).toBe(html);
  });
});

describe('the blog API against every XSS payload of the corpora', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    token = (await registerAccount(testApp.app, { is_doctor: true })).token;
  });
  afterAll(() => testApp.close());

  it('stores each payload safely as title and content, or refuses it with a clear 400, never a 5xx', async () => {
    const outcomes = { stored: 0, refused: 0 };
    for (const { name, payload } of corpora) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/users/blogs/',
        headers: bearer(token),
        payload: { title: payload.slice(0, 200), content: payload },
      });
      expect([201, 400], name).toContain(response.statusCode);
      if (response.statusCode === 400) {
        outcomes.refused += 1;
        expect(response.json().fields?.[0]?.error, name).toBe('blog_content_required');
        // Refused only because nothing readable is left once the unsafe parts are gone.
        expect(richTextToPlain(sanitizeRichText(payload)), name).toBe('');
        continue;
      }
      outcomes.stored += 1;
      const post = response.json<TBlogPost>();
      // Titles are plain text: kept exactly as sent, and escaped wherever they enter HTML.
      expect(post.title, name).toBe(payload.slice(0, 200).trim());
      expect(unsafeParts(post.content), name).toEqual([]);
    }
    expect(outcomes.stored + outcomes.refused).toBe(corpora.length);
    expect(outcomes.stored).toBeGreaterThan(0);
  });
});
