export * from './auth.ts';
export * from './blog-posts.ts';
export * from './doctors.ts';
export * from './jobs.ts';
export * from './media.ts';
export * from './reference.ts';
export * from './reviews.ts';
export * from './users.ts';
