/**
 * Cache addresses of posts: the public list, one article, the author's own posts. Writing a post
 * refreshes everything under `all` (the list, the article and the author's posts).
 */
export const blogKeys = {
  all: ['blogs'] as const,
  cards: ['blogs', 'cards'] as const,
  post: (id: number) => ['blogs', 'post', id] as const,
  mine: ['blogs', 'mine'] as const,
};
