import { blogContentMaxBytes } from '@tabib/shared';
import { describe, expect, it } from 'vitest';
import {
  blogContentBytes,
  blogErrorPlaces,
  isBlogContentEmpty,
  withoutTrailingEmptyLines,
  ZBlogForm,
} from '../src/features/blog/writing/blog-content.ts';

describe('blog content rules (product.md §5)', () => {
  it('counts an emptied editor as empty', () => {
    expect(isBlogContentEmpty('')).toBe(true);
    expect(isBlogContentEmpty('<p></p>')).toBe(true);
    expect(isBlogContentEmpty('<p dir="auto"></p>')).toBe(true);
    expect(isBlogContentEmpty('<h2></h2><ul><li><p> &nbsp;</p></li></ul>')).toBe(true);
    expect(isBlogContentEmpty('<p><br></p>')).toBe(true);
  });

  it('counts text or an image alone as content', () => {
    expect(isBlogContentEmpty('<p>Bonjour</p>')).toBe(false);
    expect(isBlogContentEmpty('<p dir="auto">مرحبا</p>')).toBe(false);
    expect(isBlogContentEmpty('<img src="data:image/webp;base64,AAAA" alt="x">')).toBe(false);
  });

  it('measures the content in UTF-8 bytes, as the server limits it', () => {
    expect(blogContentBytes('<p>a</p>')).toBe(8);
    expect(blogContentBytes('<p>é</p>')).toBe(9);
    expect(blogContentBytes('<p>قلب</p>')).toBe(13);
  });

  it('asks for both fields, with the keys of the server’s messages', () => {
    const result = ZBlogForm.safeParse({ title: '  ', content: '<p></p>' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['title', 'blog_title_required'],
      ['content', 'blog_content_required'],
    ]);
  });

  it('refuses a title over 200 characters and content over 200 KB', () => {
    const longTitle = ZBlogForm.safeParse({ title: 'x'.repeat(201), content: '<p>a</p>' });
    expect(longTitle.error?.issues[0]?.message).toBe('blog_title_too_long');
    const filler = 'a'.repeat(blogContentMaxBytes);
    const largeContent = ZBlogForm.safeParse({ title: 'Titre', content: `<p>${filler}</p>` });
    expect(largeContent.error?.issues[0]?.message).toBe('blog_content_too_large');
    expect(ZBlogForm.safeParse({ title: ' Titre ', content: '<p>a</p>' }).data?.title).toBe('Titre');
  });

  it('puts server refusals under the field they concern, others above the form', () => {
    expect(blogErrorPlaces('invalid_input', { 'body.title': 'blog_title_too_long' })).toEqual({
      title: 'blog_title_too_long',
    });
    expect(blogErrorPlaces('invalid_input', { 'body.content': 'blog_content_required' })).toEqual({
      content: 'blog_content_required',
    });
    expect(blogErrorPlaces('blog_content_too_large', {})).toEqual({ content: 'blog_content_too_large' });
    expect(blogErrorPlaces('payload_too_large', {})).toEqual({ content: 'payload_too_large' });
    expect(blogErrorPlaces('invalid_image', {})).toEqual({ content: 'invalid_image' });
    expect(blogErrorPlaces('not_blog_author', {})).toEqual({});
    expect(blogErrorPlaces('network', {})).toEqual({});
  });
});

describe('content as sent', () => {
  it('drops the empty lines the editor keeps at the end', () => {
    expect(withoutTrailingEmptyLines('<p dir="auto">a</p><img src="x" alt="y"><p dir="auto"></p>')).toBe(
      '<p dir="auto">a</p><img src="x" alt="y">',
    );
    expect(withoutTrailingEmptyLines('<ul><li><p>a</p></li></ul><p></p><p><br></p>')).toBe(
      '<ul><li><p>a</p></li></ul>',
    );
    expect(withoutTrailingEmptyLines('<p>a</p><p></p><p>b</p>')).toBe('<p>a</p><p></p><p>b</p>');
  });
});
