import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogAccountPreviewLength, textDirection, type TBlogPost } from '@tabib/shared';
import { formatDate } from '../../../../lib/intl-format.ts';
import { paths } from '../../../../lib/paths.ts';
import { excerpt } from '../../../../lib/text-excerpt.ts';
import { useLocale } from '../../../../lib/use-locale.ts';

export interface MyBlogItemProps {
  post: TBlogPost;
  /** Id of the blog form's container, which Update opens. */
  formId: string;
  /** This post is in the form. */
  editing: boolean;
  onUpdate: (post: TBlogPost, button: HTMLButtonElement) => void;
  onDelete: (post: TBlogPost, button: HTMLButtonElement) => void;
}

/**
 * One of the user's posts: title linking to the article, date, a 100-character preview (product.md
 * §9), Update and Delete. Title and preview carry the post's own language and direction, so
 * an Arabic post reads right to left in a French page.
 */
export function MyBlogItem({ post, formId, editing, onUpdate, onDelete }: MyBlogItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const language = { lang: post.lang, dir: textDirection(post.lang) };
  const preview = excerpt(post.excerpt || post.summary, blogAccountPreviewLength);

  return (
    <article className="my-blog" aria-labelledby={`${id}-title`} data-post-id={post.id}>
      <h2 id={`${id}-title`} {...language}>
        <Link to={paths.blogPost(locale, post)}>{post.title}</Link>
      </h2>
      <p className="my-blog-date">
        <time dateTime={post.created_at}>
          {t(post.status === 'published' ? 'MyBlogs.publishedOn' : 'MyBlogs.writtenOn', {
            date: formatDate(post.created_at, locale),
          })}
        </time>
      </p>
      {post.status !== 'published' && (
        <p className="my-blog-status">
          {t(`MyBlogs.status.${post.status}`)}{' '}
          <Link to={paths.blogPost(locale, post)}>{t('MyBlogs.preview', { title: post.title })}</Link>
        </p>
      )}
      {preview && (
        <p className="my-blog-preview" {...language}>
          {preview}
        </p>
      )}
      <div className="my-blog-actions">
        <button
          type="button"
          className="button button-quiet"
          aria-label={t('MyBlogs.updateOf', { title: post.title })}
          aria-expanded={editing}
          aria-controls={formId}
          onClick={(event) => onUpdate(post, event.currentTarget)}
        >
          {t('MyBlogs.update')}
        </button>
        <button
          type="button"
          className="button button-quiet button-danger"
          aria-label={t('MyBlogs.deleteOf', { title: post.title })}
          aria-haspopup="dialog"
          onClick={(event) => onDelete(post, event.currentTarget)}
        >
          {t('MyBlogs.delete')}
        </button>
      </div>
    </article>
  );
}
