/**
 * The one chunk of "Near me" (decision 080): the search's block and the distance on the cards load
 * together, so the home page's first bundle names one file for both (decision 006). The profile's
 * place editor takes what it shares with them from here too: imported from their own modules, they
 * would make a chunk of their own, one more file for the home page to name.
 */
export { quarterSuggestions } from '../../api/get-quarter-suggestions.ts';
export { useBrowserPosition } from '../../hooks/use-browser-position.ts';
export { CardDistance } from './card-distance.tsx';
export { NearMe } from './near-me.tsx';
