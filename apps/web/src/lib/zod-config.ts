import type { $ZodConfig } from 'zod/v4/core';

/**
 * zod 4 builds a fast object parser with `new Function`, after probing whether it may. Our
 * Content-Security-Policy allows no eval (script-src 'self'): the probe's failure is caught, but the
 * browser still reports a `securitypolicyviolation` on every page that builds a schema, which is
 * every signed-in page (decision 050). `jitless` skips the probe and the compiled parser.
 *
 * zod reads it when a schema is built, so main.tsx imports this module before anything else. It is
 * set in the object zod keeps its settings in, `globalThis.__zod_globalConfig`, which zod documents
 * as read on import when set beforehand: `z.config()` itself, even from `zod/v4/core`, would bring
 * 3.7 KB of zod into the first bundle (decision 021). The server keeps the compiled parsers: it
 * has no CSP, and never imports this module.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
