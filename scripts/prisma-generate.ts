/**
 * Runs `prisma generate` on machines without internet. The Prisma CLI insists on locating its
 * native schema engine before any command, although generate never uses it; pointing the
 * variable at any executable satisfies the check.
 */
import { execFileSync } from 'node:child_process';

execFileSync('prisma', ['generate'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath },
});
