import { ComingSoon } from '../components/coming-soon.tsx';

/** Pages the next issues build (blog); each is honest about it. */
export const BlogListRoute = () => <ComingSoon titleKey="Pages.blog" />;
export const BlogDetailRoute = () => <ComingSoon titleKey="Pages.blogPost" />;
