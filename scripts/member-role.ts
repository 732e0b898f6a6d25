/**
 * The operator's command to give a member a role:
 *   npm run member:role -- ada@example.com reviewer
 * Roles: member, reviewer, admin. Uses DATABASE_URL, else the embedded database (whether or not
 * the site is running).
 */
import { readConfig } from '../server/config';
import { openOperatorDatabase } from './operator-database';

const ROLES = { member: 'MEMBER', reviewer: 'REVIEWER', admin: 'ADMIN' } as const;

const [email, roleName] = process.argv.slice(2);
const role = ROLES[roleName as keyof typeof ROLES];
if (!email || !role) {
  console.error('Usage: npm run member:role -- <email> <member|reviewer|admin>');
  process.exit(2);
}

const { db, close } = await openOperatorDatabase(readConfig());
const { count } = await db.user.updateMany({ where: { email: { equals: email, mode: 'insensitive' } }, data: { role } });
await close();
if (count === 0) {
  console.error(`No member has the e-mail address ${email}.`);
  process.exitCode = 1;
} else {
  console.log(`${email} is now ${roleName}.`);
}
