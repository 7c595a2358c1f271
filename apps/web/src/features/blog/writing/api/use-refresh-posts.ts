import { useQueryClient } from '@tanstack/react-query';
import type { TBlogPost } from '@tabib/shared';
import { blogKeys } from '../../api/blog-keys.ts';

/**
 * The author's own list changes at once (a new post first, an edited one in place, a deleted one
 * gone); then everything that shows posts asks again: the public list, the article, the own list.
 */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return (change: (posts: TBlogPost[]) => TBlogPost[]) => {
    queryClient.setQueriesData<TBlogPost[]>({ queryKey: blogKeys.mine }, (posts) => posts && change(posts));
    void queryClient.invalidateQueries({ queryKey: blogKeys.all });
  };
}
