/**
 * /dumps/: the list of the dumps (JSON, at /dumps/ and /dumps/index.json) and their files; and
 * /exports/<id>.<format>.gz, the files of finished exports. Files are sent from this machine's
 * storage, or redirected to the object storage's public address. Only names the site writes are
 * answered; anything else is a 404.
 */
import path from 'node:path';
import express, { type NextFunction, type Response, type Router } from 'express';
import type { Database } from '../db/prisma';
import type { FileStorage } from '../storage/file-storage';
import { positionOfCursor } from '../changes/entry-changes';
import { CHANGES_AFTER_A_DUMP, DATA_DICTIONARY, DICTIONARY_FILE, DUMP_CACHE_CONTROL, DUMP_FILE_NAMES, DUMP_FILES, dumpKey, LICENCE_FILE } from './dumps';
import { EXPORT_CACHE_CONTROL, EXPORT_FILE_NAME, exportKey } from './export-jobs';
import { ARTICLE_LICENCE, HOLIDAY_CATALOGUE_LICENCE } from '#shared/licences';

/** A redirect to the object storage is cheap to ask again: kept a minute. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=60';
/** Anyone may read the dumps, also a notebook's script in a browser on another site (no cookies are involved). */
const OPEN_TO_ALL_ORIGINS = { 'Access-Control-Allow-Origin': '*' };

function contentTypeOf(file: string): string {
  if (file.endsWith('.gz')) return 'application/gzip';
  if (file.endsWith('.json')) return 'application/json';
  return 'text/plain; charset=utf-8';
}

/** Where the change log stood for a file: its cursor, and the time of that change as a `since` that reaches it. */
function changesOf(changeCursor: string | null): { changeCursor: string | null; changesSince: string | null } {
  return { changeCursor, changesSince: changeCursor === null ? null : positionOfCursor(changeCursor, 'changeCursor').at.toISOString() };
}

function sendStored(storage: FileStorage, key: string, file: string, cacheControl: string, res: Response, next: NextFunction): void {
  const location = storage.locate(key);
  res.set(OPEN_TO_ALL_ORIGINS);
  if ('redirect' in location) {
    res.set('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(302, location.redirect);
    return;
  }
  // Sent from its folder, so that the folders above it (a default install's `.data/`) are not
  // taken for a hidden file the sender refuses. A missing file is sendFile's 404, answered by the
  // app's error handler.
  const headers = { 'Content-Type': contentTypeOf(file), 'Cache-Control': cacheControl };
  res.sendFile(path.basename(location.file), { root: path.dirname(location.file), cacheControl: false, headers }, (error) => {
    if (error) next(error);
  });
}

export function createExportRoutes({ db, storage, origin }: { db: Database; storage: FileStorage; origin: string }): Router {
  const router = express.Router({ strict: true });

  router.get(['/dumps', '/dumps/', '/dumps/index.json'], async (_req, res) => {
    const rows = await db.dump.findMany();
    const byFile = new Map(rows.map((row) => [row.file, row]));
    const written = DUMP_FILES.flatMap(({ file, content }) => {
      const row = byFile.get(file);
      return row
        ? [
            {
              name: file,
              url: `${origin}/dumps/${file}`,
              content,
              locale: row.locale,
              format: row.format,
              compression: 'gzip',
              bytes: Number(row.bytes),
              rows: row.rowCount,
              generatedAt: row.generatedAt.toISOString(),
              ...changesOf(row.changeCursor),
            },
          ]
        : [];
    });
    const newest = rows.reduce<Date | null>((latest, row) => (latest && latest > row.generatedAt ? latest : row.generatedAt), null);
    // Files written together hold the same changes; while a writing is under way, or after one stopped half-way, they differ.
    const cursors = new Set(written.map((file) => file.changeCursor));
    const together = written.length === DUMP_FILES.length && cursors.size === 1 ? [...cursors][0] : null;
    res
      .set(OPEN_TO_ALL_ORIGINS)
      .set('Cache-Control', 'public, max-age=60')
      .json({
        title: 'Daypedia dumps',
        description: DATA_DICTIONARY.rows,
        generatedAt: newest?.toISOString() ?? null,
        regenerated: DATA_DICTIONARY.regenerated,
        // Null when the files do not all hold the same changes: each file's own then says.
        ...changesOf(together),
        changes: CHANGES_AFTER_A_DUMP,
        dictionary: `${origin}/dumps/${DICTIONARY_FILE}`,
        license: `${origin}/dumps/${LICENCE_FILE}`,
        licenses: [ARTICLE_LICENCE, HOLIDAY_CATALOGUE_LICENCE],
        files: written,
      });
  });

  router.get('/dumps/:file', (req, res, next) => {
    const { file } = req.params;
    if (!DUMP_FILE_NAMES.has(file)) return next();
    sendStored(storage, dumpKey(file), file, DUMP_CACHE_CONTROL, res, next);
  });

  router.get('/exports/:file', (req, res, next) => {
    const { file } = req.params;
    if (!EXPORT_FILE_NAME.test(file)) return next();
    sendStored(storage, exportKey(file), file, EXPORT_CACHE_CONTROL, res, next);
  });

  return router;
}
