import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCacheRules, type WriteChanges } from '../src/plugins/cache-rules.ts';

/** An app with the cache rules and followers that count their syncs. */
function appWithRules() {
  const synced = { doctors: 0, nextSlots: 0 };
  const app = Fastify();
  registerCacheRules(app, {
    doctorChanges: { sync: async () => void (synced.doctors += 1) },
    nextSlotChanges: { sync: async () => void (synced.nextSlots += 1) },
  });
  return { app, synced };
}

describe('the cache rules of writes (decision 064)', () => {
  it('refuses to start when a write route declares no changes', async () => {
    const { app } = appWithRules();
    await expect(
      app.register(async (child) => {
        child.post('/api/forgotten/', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/POST \/api\/forgotten\/ declares no `config: \{ changes \}`/);
  });

  it('refuses a value that is not one of the declared kinds', async () => {
    const { app } = appWithRules();
    expect(() =>
      app.delete('/auth/thing/', { config: { changes: 'doctors' as WriteChanges } }, async () => ({ ok: true })),
    ).toThrow(/DELETE \/auth\/thing\/ declares no/);
  });

  it('lets reads go undeclared and writes declared', async () => {
    const { app } = appWithRules();
    app.get('/api/read/', async () => ({ ok: true }));
    app.post('/api/declared/', { config: { changes: 'no-doctor-reads' } }, async () => ({ ok: true }));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it("waits for the doctors' announcements only after a write that may change doctor reads", async () => {
    const { app, synced } = appWithRules();
    app.post('/api/review/', { config: { changes: 'doctor-reads' } }, async () => ({ ok: true }));
    app.post('/api/follow/', { config: { changes: 'no-doctor-reads' } }, async () => ({ ok: true }));
    app.post('/api/refused/', { config: { changes: 'doctor-reads' } }, async (_request, reply) =>
      reply.code(403).send({ error: 'forbidden' }),
    );
    app.get('/api/read/', async () => ({ ok: true }));

    await app.inject({ method: 'POST', url: '/api/review/' });
    expect(synced).toEqual({ doctors: 1, nextSlots: 1 });
    await app.inject({ method: 'POST', url: '/api/follow/' });
    expect(synced).toEqual({ doctors: 1, nextSlots: 2 });
    // A refused write changed nothing, and a read never waits.
    await app.inject({ method: 'POST', url: '/api/refused/' });
    await app.inject('/api/read/');
    expect(synced).toEqual({ doctors: 1, nextSlots: 2 });
    await app.close();
  });
});
