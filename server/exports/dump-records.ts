/**
 * The table "Dump" (what each file under /dumps/ holds and when it was written), read and written
 * with SQL on a pool of node-postgres: the dumps' thread keeps it without a Prisma client of its own.
 */
import type pg from 'pg';
import type { WrittenDump } from './dumps';

/** When the dumps were last written, by any instance. */
export async function lastDumpWrite(pool: pg.Pool): Promise<Date | null> {
  const { rows } = await pool.query<{ last: Date | null }>(`SELECT max("generatedAt") AS "last" FROM "Dump"`);
  return rows[0].last;
}

/** How many files were written from the content of this version. */
export async function dumpsOfVersion(pool: pg.Pool, contentVersion: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "Dump" WHERE "contentVersion" = $1`, [contentVersion]);
  return rows[0].count;
}

/** Records a file as written: from this content version, at this time, up to this change. */
export async function recordDump(pool: pg.Pool, dump: WrittenDump, contentVersion: string, generatedAt: Date): Promise<void> {
  await pool.query(
    `INSERT INTO "Dump" ("file", "locale", "format", "rowCount", "bytes", "contentVersion", "generatedAt", "changeCursor")
     VALUES ($1, $2::"Locale", $3::"ExportFormat", $4, $5, $6, $7, $8)
     ON CONFLICT ("file") DO UPDATE SET "locale" = EXCLUDED."locale", "format" = EXCLUDED."format", "rowCount" = EXCLUDED."rowCount",
       "bytes" = EXCLUDED."bytes", "contentVersion" = EXCLUDED."contentVersion", "generatedAt" = EXCLUDED."generatedAt",
       "changeCursor" = EXCLUDED."changeCursor"`,
    [dump.file, dump.locale, dump.format, dump.rowCount, dump.bytes, contentVersion, generatedAt, dump.changeCursor],
  );
}
