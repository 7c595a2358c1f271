import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isStaffRole } from '@tabib/shared';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runStaffCommand, type StaffCommand } from './staff-accounts.ts';

/**
 * `npm run admin -- create --email E --password P [--name "First Last"] [--role admin|moderator]`
 * `npm run admin -- create --email E --promote --password P [--role admin|moderator]`
 * `npm run admin -- demote --email E`
 * On the configured database (DATA_DIR's PGlite, stopped server, or DATABASE_URL). `--password -`
 * reads the password from standard input, so it stays out of the shell's history. A promoted
 * account gets that password, which follows the staff rule, and is signed out everywhere
 * (decision 049).
 */
const usage =
  'usage: npm run admin -- create --email E --password P|- [--name N] [--role admin|moderator]\n' +
  '       npm run admin -- create --email E --promote --password P|- [--role admin|moderator]\n' +
  '       npm run admin -- demote --email E';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: '' },
    role: { type: 'string', default: 'admin' },
    promote: { type: 'boolean', default: false },
  },
});
const [action] = positionals;
if (!values.email || (action !== 'create' && action !== 'demote')) fail(usage);
if (!isStaffRole(values.role)) fail(`--role must be admin or moderator, not "${values.role}".\n${usage}`);
/** --password, or standard input for `--password -`. */
function readPassword(given: string | undefined): string {
  if (!given) fail(`create needs --password, with or without --promote.\n${usage}`);
  return given === '-' ? readFileSync(0, 'utf8').replace(/\r?\n$/, '') : given;
}

let command: StaffCommand;
if (action === 'demote') {
  command = { action: 'demote', email: values.email };
} else if (values.promote) {
  command = { action: 'promote', email: values.email, password: readPassword(values.password), role: values.role };
} else {
  const password = readPassword(values.password);
  command = { action: 'create', email: values.email, password, name: values.name, role: values.role };
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDirectory: `${config.dataDir}/db` },
);
try {
  await database.migrate();
  console.log(await runStaffCommand(database.db, command));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
