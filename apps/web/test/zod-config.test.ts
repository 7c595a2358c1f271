import { afterAll, describe, expect, it } from 'vitest';

/**
 * Decision 050: zod in the browser never asks for eval, which the Content-Security-Policy
 * refuses with a violation report (e2e/tests/rendering.spec.ts checks the browser itself). This
 * holds zod to the setting lib/zod-config.ts writes without importing zod.
 */
describe('zod in the web app', () => {
  const global = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
  afterAll(() => {
    delete global.__zod_globalConfig?.jitless;
  });

  it('13. builds and runs an object schema without ever constructing a Function', async () => {
    const original = globalThis.Function;
    const constructed: unknown[][] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        constructed.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      await import('../src/lib/zod-config.ts');
      const { z } = await import('zod');
      const schema = z.object({ name: z.string(), age: z.number().int() });
      expect(schema.parse({ name: 'Salma', age: 31 })).toEqual({ name: 'Salma', age: 31 });
      expect(schema.safeParse({ name: 1 }).success).toBe(false);
      expect(constructed).toEqual([]);
      expect(z.config().jitless).toBe(true);
    } finally {
      globalThis.Function = original;
    }
  });
});
