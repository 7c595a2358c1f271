/** The blogs module's public surface for other modules (decision 063): who may be shown as an author. */
export { authorIsPublic } from './blog-repository.ts';
