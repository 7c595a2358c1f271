import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client.ts';
import { useRefreshPosts } from './use-refresh-posts.ts';

/** DELETE /api/users/blogs/{id}/: 204 when gone. */
export function deleteBlog(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/users/blogs/${id}/`);
}

export function useDeleteBlog() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: (_answer, id) => refresh((posts) => posts.filter((item) => item.id !== id)),
  });
}
