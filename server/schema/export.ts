import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { EXPORT_FILES_KEPT_MS } from '../exports/export-jobs';
import { readyEntryFilter } from '../entries/observed-holidays';
import { EntryFilter } from './entry-filter';

const ExportFormatEnum = builder.enumType('ExportFormat', {
  description: 'The file format of an export, gzip-compressed; the data dictionary at /dumps/dictionary.json describes the fields.',
  values: {
    JSONL: { description: 'JSON Lines: one JSON object per entry and line (.jsonl.gz).' },
    CSV: { description: 'CSV (RFC 4180) with a header row (.csv.gz).' },
  } as const,
});

const ExportJobStatusEnum = builder.enumType('ExportJobStatus', {
  description: 'Where an export stands.',
  values: {
    QUEUED: { description: 'Waiting for its turn.' },
    RUNNING: { description: 'Being written; `rowCount` says how many rows so far.' },
    DONE: { description: 'Written: fetch it from `url` until `expiresAt`.' },
    FAILED: { description: 'Not written; `errorCode` says why. Start it again.' },
    EXPIRED: { description: 'Written, then removed once its time was up. Start it again.' },
  } as const,
});

const ExportErrorCodeEnum = builder.enumType('ExportErrorCode', {
  description: 'Why an export failed.',
  values: {
    INTERRUPTED: { description: 'The server writing it stopped.' },
    TIMED_OUT: { description: 'It took too long.' },
    INTERNAL_ERROR: { description: 'Something unexpected went wrong on the server (it is logged).' },
  } as const,
});

const hours = EXPORT_FILES_KEPT_MS / 3_600_000;

const ExportJobType = builder.prismaObject('ExportJob', {
  description: `A file of the entries of a filter, written in the background: ask \`exportJob\` until it is DONE, then fetch \`url\` (kept ${hours} hours).`,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The export, for `exportJob`.' }),
    status: t.expose('status', { type: ExportJobStatusEnum, description: 'Where it stands.' }),
    format: t.expose('format', { type: ExportFormatEnum, description: 'The file format.' }),
    rowCount: t.exposeInt('rowCount', { description: 'Rows (entries) written: so far while it runs, all of them once done.' }),
    bytes: t.float({
      nullable: true,
      description: 'The size of the file in bytes, once done.',
      resolve: (job) => (job.bytes === null ? null : Number(job.bytes)),
    }),
    url: t.string({
      nullable: true,
      description: 'Where to fetch the file while it is DONE; null before and after.',
      resolve: (job, _args, ctx) => (job.status === 'DONE' && ctx.exports ? ctx.exports.urlOf(job) : null),
    }),
    errorCode: t.expose('errorCode', { type: ExportErrorCodeEnum, nullable: true, description: 'Why it failed; null unless FAILED.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked for.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true, description: 'When its writing began; null while it waits.' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true, description: 'When it was written or failed; null before.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'When the file is removed; null until it is written.' }),
  }),
});

builder.queryField('exportJob', (t) =>
  t.prismaField({
    type: ExportJobType,
    nullable: true,
    description: 'An export by its id; null when there is none (records of old exports are removed after a week).',
    args: {
      id: t.arg.id({ required: true, description: 'The id `startExport` answered.', validate: { schema: z.uuid({ message: 'must be the id of an export' }) } }),
    },
    resolve: (query, _root, { id }, ctx) => ctx.db.exportJob.findUnique({ ...query, where: { id: String(id) } }),
  }),
);

builder.mutationField('startExport', (t) =>
  t.prismaField({
    type: ExportJobType,
    nullable: true,
    description:
      'Starts writing the entries of a filter (in its language; without `filter.locale`, each entry once, in the language `entries` reads it in) to a gzip file in the background, for analysts who want more than pages of `entries`. Each address, or each member (signed in or with a personal API token, which may start exports), may start a few an hour (refused with RATE_LIMITED); when too many wait, it is refused with EXPORTS_BUSY (null, with the error). Every published entry of a language or of all is also in the dumps at /dumps/.',
    args: {
      filter: t.arg({ type: EntryFilter, required: true, description: 'Which entries.' }),
      format: t.arg({ type: ExportFormatEnum, required: true, description: 'The file format.' }),
    },
    // The file is written in the background; the request itself makes three statements.
    complexity: 50,
    resolve: async (_query, _root, { filter, format }, ctx) => {
      if (!ctx.exports) throw new GraphQLError('Exports are not available on this server.', { extensions: { code: 'EXPORTS_BUSY' } });
      // A member's exports are counted as theirs, wherever they ask from (a script behind a shared address).
      const started = await ctx.exports.start(await readyEntryFilter(ctx, filter), format, ctx.user ? `member:${ctx.user.uid}` : ctx.clientAddress);
      if ('job' in started) return started.job;
      if (started.refused === 'RATE_LIMITED')
        throw new GraphQLError(`${ctx.user ? 'You' : 'This address'} started as many exports as may be started in an hour: try again later.`, {
          extensions: { code: 'RATE_LIMITED' },
        });
      throw new GraphQLError('Too many exports are waiting: try again in a few minutes.', { extensions: { code: 'EXPORTS_BUSY' } });
    },
  }),
);
