import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZBlogBody,
  ZBlogIdParams,
  ZBlogList,
  ZBlogListQuery,
  ZBlogPost,
  ZBlogPosts,
  ZNoContent,
} from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { BlogService } from './blog-service.ts';

const bearer = [{ bearer: [] }];
const writeErrors = { 400: ZApiError, 401: ZApiError, 413: ZApiError, 415: ZApiError, 429: ZApiError };

/** The blog API of product.md §7, at its exact paths. */
export interface BlogRoutesOptions {
  blogs: BlogService;
  /**
   * Writes per account and address (decision 026): sanitising 200 KB and re-encoding images is the
   * server's costliest work.
   */
  writeLimit: WriteLimit;
}

export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blogs, writeLimit }) => {
  app.get(
    '/api/users/blogs/',
    {
      schema: {
        tags: ['blog'],
        summary:
          'Posts, newest first, `limit` (default 20; at most 50 cards or 20 whole posts) from `offset`; the total is in X-Total-Count',
        querystring: ZBlogListQuery,
        response: { 200: ZBlogList, 400: ZApiError },
      },
    },
    async (request, reply) => {
      const { posts, total } = await blogs.listBlogPosts(request.query);
      reply.header('x-total-count', String(total));
      return posts;
    },
  );

  // Declared before /{id}/ for readability; Fastify prefers the static segment anyway.
  app.get(
    '/api/users/blogs/my_blogs/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['blog'],
        summary: "The signed-in user's own posts, newest first",
        security: bearer,
        response: { 200: ZBlogPosts, 401: ZApiError },
      },
    },
    async (request) => blogs.listMyBlogPosts({ authorId: viewerOf(request).userId }),
  );

  app.get(
    '/api/users/blogs/:id/',
    {
      schema: {
        tags: ['blog'],
        summary: 'One post, public',
        params: ZBlogIdParams,
        response: { 200: ZBlogPost, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      blogs.getBlogPost({
        id: request.params.id,
        reader: request.viewer
          ? { userId: request.viewer.userId, isStaff: request.viewer.staffRole !== null }
          : undefined,
      }),
  );

  app.post(
    '/api/users/blogs/',
    {
      onRequest: [requireViewer, writeLimit],
      config: { changes: 'no-doctor-reads' },
      schema: {
        tags: ['blog'],
        summary: "Write a post; the author is the token's user (`author` is ignored); content is sanitised",
        security: bearer,
        body: ZBlogBody,
        response: { 201: ZBlogPost, ...writeErrors },
      },
    },
    async (request, reply) => {
      const post = await blogs.createBlogPost({ authorId: viewerOf(request).userId, body: request.body });
      return reply.code(201).send(post);
    },
  );

  app.put(
    '/api/users/blogs/:id/',
    {
      onRequest: [requireViewer, writeLimit],
      config: { changes: 'no-doctor-reads' },
      schema: {
        tags: ['blog'],
        summary: 'Replace the title and content of one of your posts',
        security: bearer,
        params: ZBlogIdParams,
        body: ZBlogBody,
        response: { 200: ZBlogPost, ...writeErrors, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      blogs.updateBlogPost({ authorId: viewerOf(request).userId, id: request.params.id, body: request.body }),
  );

  app.delete(
    '/api/users/blogs/:id/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['blog'],
        summary: 'Delete one of your posts',
        security: bearer,
        params: ZBlogIdParams,
        response: { 204: ZNoContent, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await blogs.deleteBlogPost({ authorId: viewerOf(request).userId, id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
