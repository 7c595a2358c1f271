import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDirectory: '/tmp/prof/db' });
const app = await buildApp({ config: loadConfig({ DATA_DIR: '/tmp/prof', SECRET_KEY: 'x', READ_CACHE_SECONDS: '0' }), database, webRoot: false });
const queries = process.argv.slice(2);
await app.inject('/api/doctors/doctor-search/?specialty=cardiologue&available_within=3');
for (const q of queries) {
  for (let i = 0; i < 4; i++) {
    const t = performance.now();
    const r = await app.inject(`/api/doctors/doctor-search/?${q}`);
    console.log((performance.now() - t).toFixed(1), r.json().count, q);
  }
}
await app.close();
await database.close();
