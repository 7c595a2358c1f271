import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { loadRichTextSanitizer } from '../../../components/rich-text.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useBlogPost } from '../api/get-blog-post.ts';
import { isCanonicalSlug } from '../blog-paths.ts';
import { metaDescription } from './blog-presentation.ts';
import { BlogArticle } from './blog-article.tsx';
import { BlogPostLoading } from './blog-post-loading.tsx';
import '../blog.css';

export interface BlogPostPageProps {
  /** The post id of the address; null when the address names no post (not a number). */
  blogId: number | null;
  /** The slug segment of the address as the browser has it (percent-encoded). */
  rawSlug: string;
}

function BackToList() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="blog-back-link">
      <Link to={paths.blogList(locale)}>
        <span className="direction-arrow" aria-hidden="true">
          ‹
        </span>{' '}
        {t('Blog.backToList')}
      </Link>
    </p>
  );
}

/**
 * The blog detail of product.md §2: 'Loading blog details...', 'Error: ...', 'No blog found.'
 * or the post, with its title, description and share image in the page head. An address with
 * another slug (an edited title, a hand-typed link) is replaced by the post's own.
 */
export function BlogPostPage({ blogId, rawSlug }: BlogPostPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useBlogPost(blogId);
  const post = query.isError ? undefined : query.data;
  const notFound = blogId === null || (query.isError && query.error.status === 404);

  // The server renders as a visitor, to whom a post waiting for its author's verification does not
  // exist: signed in, the post is asked for again with the token, so its author sees the preview
  // (decision 056).
  const signedIn = useSession() !== null;
  const askedAgain = useRef(false);
  const refetch = query.refetch;
  useEffect(() => {
    if (!signedIn || !notFound || blogId === null || askedAgain.current) return;
    askedAgain.current = true;
    void refetch();
  }, [signedIn, notFound, blogId, refetch]);

  // The sanitiser downloads while the post does, so the content shows formatted at once.
  useEffect(() => {
    loadRichTextSanitizer().catch(() => undefined);
  }, []);

  const head = (
    <DocumentMeta
      title={post ? post.title : t(notFound ? 'Blog.notFoundTitle' : 'Pages.blogPost')}
      description={post ? metaDescription(post) : undefined}
    />
  );

  if (post && !isCanonicalSlug(rawSlug, post.title)) {
    return <Navigate to={paths.blogPost(locale, post)} replace />;
  }
  if (post) {
    return (
      <div className="blog-post-page">
        {head}
        <BackToList />
        {/* Only the author (or staff) reads a post the public cannot see yet (decision 056). */}
        {post.status !== 'published' && (
          <p className="notice" role="status">
            {t(`Blog.preview.${post.status}`)}
          </p>
        )}
        <BlogArticle post={post} />
      </div>
    );
  }
  if (notFound) {
    return (
      <section className="content-page">
        {head}
        <h1>{t('Blog.notFoundTitle')}</h1>
        <p>{t('Blog.notFound')}</p>
        <BackToList />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="content-page">
        {head}
        <h1>{t('Pages.blogPost')}</h1>
        <p className="error-message" role="alert">
          {t('Common.error', { message: query.error.message })}
        </p>
        <BackToList />
      </section>
    );
  }
  return (
    <>
      {head}
      <BlogPostLoading />
    </>
  );
}
