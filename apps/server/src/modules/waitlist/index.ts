/** The waiting list's public surface (decision 070): its service, routes and offer job. */
export { createWaitlistService, type WaitlistService } from './waitlist-service.ts';
export { waitlistRoutes } from './waitlist-routes.ts';
