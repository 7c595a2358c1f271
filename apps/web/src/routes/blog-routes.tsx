import { useLocation, useParams } from 'react-router';
import { BlogList } from '../features/blog/components/blog-list.tsx';
import { BlogPostPage } from '../features/blog/components/blog-post-page.tsx';
import { parseBlogId } from '../features/blog/blog-paths.ts';

/** /{lang}/blog (product.md §2). */
export function BlogListRoute() {
  return <BlogList />;
}

/**
 * /{lang}/blog/{blogSlug}/{blogId} (product.md §2). The slug is read from the address as the
 * browser encoded it (route parameters come decoded), to compare it with the title's.
 */
export function BlogDetailRoute() {
  const { blogId } = useParams();
  const { pathname } = useLocation();
  const rawSlug = pathname.split('/')[3] ?? '';
  return <BlogPostPage key={blogId} blogId={parseBlogId(blogId)} rawSlug={rawSlug} />;
}
