/**
 * The one chunk of "Near me" (decision 080): the search's block and the distance on the cards load
 * together, so the home page's first bundle names one file for both (decision 006).
 */
export { CardDistance } from './card-distance.tsx';
export { NearMe } from './near-me.tsx';
