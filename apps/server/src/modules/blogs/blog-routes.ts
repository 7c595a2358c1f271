import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZBlogBody, ZBlogCard, ZBlogIdParams, ZBlogListQuery, ZBlogPost } from '@tabib/shared';
import { NotFound } from '../../errors.ts';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import { countBlogPosts, findBlogPost, listBlogPosts, listBlogPostsByAuthor } from './blog-repository.ts';
import {
  createBlogPost,
  deleteBlogPost,
  presentCard,
  presentPost,
  updateBlogPost,
  type BlogDependencies,
} from './blog-service.ts';

const bearer = [{ bearer: [] }];
const fullPostsMaxLimit = 20;
const writeErrors = { 400: ZApiError, 401: ZApiError, 413: ZApiError, 415: ZApiError };

/** The blog API of product.md §7, at its exact paths. */
export interface BlogRoutesOptions extends BlogDependencies {
  /** Writes per minute and IP: sanitising 200 KB and re-encoding images is the server's costliest work. */
  writesPerMinute: number;
}

export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, deps) => {
  const { database } = deps;
  const rateLimit = { max: deps.writesPerMinute, timeWindow: '1 minute' };

  app.get(
    '/api/users/blogs/',
    {
      schema: {
        tags: ['blog'],
        summary:
          'Posts, newest first, `limit` (default 20; at most 50 cards or 20 whole posts) from `offset`; the total is in X-Total-Count',
        querystring: ZBlogListQuery,
        response: { 200: z.array(z.union([ZBlogPost, ZBlogCard])), 400: ZApiError },
      },
    },
    async (request, reply) => {
      const { offset, view } = request.query;
      const withContent = view === 'full';
      // Whole posts weigh up to 400 KB each: at most 20 per answer; cards up to the schema's 50.
      const limit = withContent ? Math.min(request.query.limit, fullPostsMaxLimit) : request.query.limit;
      const [rows, total] = await Promise.all([
        listBlogPosts(database.db, { limit, offset, withContent }),
        countBlogPosts(database.db),
      ]);
      reply.header('x-total-count', String(total));
      return Promise.all(rows.map((row) => (withContent ? presentPost(deps, row) : presentCard(deps, row))));
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
        response: { 200: z.array(ZBlogPost), 401: ZApiError },
      },
    },
    async (request) => {
      const rows = await listBlogPostsByAuthor(database.db, viewerOf(request).userId);
      return Promise.all(rows.map((row) => presentPost(deps, row)));
    },
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
    async (request) => {
      const row = await findBlogPost(database.db, request.params.id);
      if (!row) throw new NotFound('blog_not_found');
      return presentPost(deps, row);
    },
  );

  app.post(
    '/api/users/blogs/',
    {
      onRequest: requireViewer,
      config: { rateLimit, keepsDoctorReads: true },
      schema: {
        tags: ['blog'],
        summary: "Write a post; the author is the token's user (`author` is ignored); content is sanitised",
        security: bearer,
        body: ZBlogBody,
        response: { 201: ZBlogPost, ...writeErrors },
      },
    },
    async (request, reply) => {
      const post = await createBlogPost(deps, viewerOf(request).userId, request.body);
      return reply.code(201).send(post);
    },
  );

  app.put(
    '/api/users/blogs/:id/',
    {
      onRequest: requireViewer,
      config: { rateLimit, keepsDoctorReads: true },
      schema: {
        tags: ['blog'],
        summary: 'Replace the title and content of one of your posts',
        security: bearer,
        params: ZBlogIdParams,
        body: ZBlogBody,
        response: { 200: ZBlogPost, ...writeErrors, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => updateBlogPost(deps, viewerOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/api/users/blogs/:id/',
    {
      config: { keepsDoctorReads: true },
      onRequest: requireViewer,
      schema: {
        tags: ['blog'],
        summary: 'Delete one of your posts',
        security: bearer,
        params: ZBlogIdParams,
        response: { 204: z.null(), 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      await deleteBlogPost(deps, viewerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
