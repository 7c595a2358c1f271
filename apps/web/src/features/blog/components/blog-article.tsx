import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textDirection, type TBlogPost } from '@tabib/shared';
import { ReportButton } from '../../../components/report-button.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { formatDate } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { paths } from '../../../lib/paths.ts';
import { siteOrigin } from '../../../lib/site-config.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { authorName, metaDescription, shareImage } from './blog-presentation.ts';

/** Whether two instants fall on different days, so an update the same day is not announced. */
function differentDays(first: string, second: string): boolean {
  return first.slice(0, 10) !== second.slice(0, 10);
}

/**
 * A whole post: title, author (linked to their doctor page when they keep one), dates and the HTML
 * content. The article carries the post's language and direction, so an Arabic post reads right to
 * left inside a French page; the line about author and dates stays in the page's language.
 */
export function BlogArticle({ post }: { post: TBlogPost }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doctor = post.author_details.doctor;
  const viewer = useViewer();
  const pageLanguage = post.lang === locale ? {} : { lang: locale, dir: textDirection(locale) };

  // A new page starts at its top, with the keyboard focus on its title (product.md §2).
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [post.id]);

  return (
    <article
      className="blog-post"
      lang={post.lang}
      dir={textDirection(post.lang)}
      itemScope
      itemType="https://schema.org/BlogPosting"
    >
      <header className="blog-post-header">
        <h1 ref={headingRef} tabIndex={-1} itemProp="headline">
          {post.title}
        </h1>
        <p className="blog-post-meta" {...pageLanguage}>
          <span itemProp="author" itemScope itemType="https://schema.org/Person">
            <Trans
              t={t}
              i18nKey="Blog.byAuthor"
              values={{ name: authorName(t, post.author_details) }}
              components={{
                author: doctor ? <Link to={paths.doctor(locale, doctor)} itemProp="url" /> : <span />,
              }}
            />
            <meta itemProp="name" content={post.author_details.name} />
          </span>
          <time itemProp="datePublished" dateTime={post.created_at}>
            {t('Blog.publishedOn', { date: formatDate(post.created_at, locale) })}
          </time>
          {differentDays(post.created_at, post.updated_at) && (
            <time itemProp="dateModified" dateTime={post.updated_at}>
              {t('Blog.updatedOn', { date: formatDate(post.updated_at, locale) })}
            </time>
          )}
        </p>
        <link itemProp="image" href={shareImage(post, siteOrigin())} />
        <meta itemProp="description" content={metaDescription(post)} />
      </header>
      <RichText html={post.content} className="blog-post-content" />
      {/* Anyone but its author may report a post (decision 039). */}
      {post.author !== String(viewer) && (
        <footer className="blog-post-footer" {...pageLanguage}>
          <ReportButton target={{ type: 'post', id: post.id }} label={t('Report.postLabel', { title: post.title })} />
        </footer>
      )}
    </article>
  );
}
