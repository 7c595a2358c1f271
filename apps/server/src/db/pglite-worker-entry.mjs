// The PGlite thread's entry when the server runs from TypeScript (tsx): a new thread does not
// inherit tsx's loader, so it is registered here before the worker's code is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
