/**
 * The operator's command to give a member a role:
 *   npm run member:role -- ada@example.com reviewer
 * Roles: member, reviewer, admin. Uses DATABASE_URL, else the embedded database (whether or not
 * the site is running).
 */
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../server/config';
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded-postgres';
import { createDatabase } from '../server/db/prisma';

const ROLES = { member: 'MEMBER', reviewer: 'REVIEWER', admin: 'ADMIN' } as const;

const [email, roleName] = process.argv.slice(2);
const role = ROLES[roleName as keyof typeof ROLES];
if (!email || !role) {
  console.error('Usage: npm run member:role -- <email> <member|reviewer|admin>');
  process.exit(2);
}

const config = readConfig();
let embedded: EmbeddedDatabase | null = null;
let url = config.DATABASE_URL ?? embeddedDatabaseUrl(config.EMBEDDED_POSTGRES_PORT, 'daypedia');
if (!config.DATABASE_URL && !(await reachable(url))) {
  embedded = await startEmbeddedPostgres({ dataDir: path.resolve(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_POSTGRES_PORT, database: 'daypedia' });
  url = embedded.url;
}

const db = createDatabase(url);
const { count } = await db.user.updateMany({ where: { email: { equals: email, mode: 'insensitive' } }, data: { role } });
await db.$disconnect();
await embedded?.stop();
if (count === 0) {
  console.error(`No member has the e-mail address ${email}.`);
  process.exitCode = 1;
} else {
  console.log(`${email} is now ${roleName}.`);
}

async function reachable(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
