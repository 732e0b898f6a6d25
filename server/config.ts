/**
 * Every setting Daypedia reads from its environment, validated once at start-up. Nothing is
 * required: without settings the site runs on its embedded defaults.
 */
import { z } from 'zod';
import { publicOrigin } from '#shared/site-origin';
import { DEFAULT_BUDGET_SIZES } from './api/budgets';

/** How much the server logs: `info` has a line per request; `silent` logs nothing. */
const LOG_LEVEL = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection string')
      .optional(),
    /** A direct connection for LISTEN, when DATABASE_URL goes through a pooler in transaction mode (PgBouncer), where LISTEN does not work. */
    DATABASE_LISTEN_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection string')
      .optional(),
    DATA_DIR: z.string().default('.data'),
    EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
    APP_NAME: z.string().default('Daypedia'),
    /** Keep anonymous pages in memory (off: render every request, as when measuring rendering). */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** Megabytes the kept pages may take; the least recently read go first. */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65536).default(64),
    /** A Firebase project for accounts; without it the Auth emulator runs on the port below. */
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_API_KEY: z.string().optional(),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    /** The service account key (JSON) firebase-admin uses to verify tokens and manage users. */
    FIREBASE_SERVICE_ACCOUNT: z
      .string()
      .refine((value) => {
        try {
          const key = JSON.parse(value) as Record<string, unknown>;
          return typeof key.client_email === 'string' && typeof key.private_key === 'string';
        } catch {
          return false;
        }
      }, 'must be a service account key in JSON, with client_email and private_key')
      .optional(),
    FIREBASE_AUTH_EMULATOR_PORT: z.coerce.number().int().min(1024).max(65530).default(9099),
    /** Signs proof-of-work challenges; set the same value on every instance behind one address. */
    PROOF_OF_WORK_SECRET: z.string().min(16).optional(),
    /** Registrations one IP address may attempt per hour. */
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Comments one IP address may attempt per hour. */
    COMMENTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    DRAFTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    DONATIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Pictures one member may upload per hour (profile, article and personal entry pictures together). */
    UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** Points of GraphQL queries one address may spend per hour without signing in (a query costs its complexity). */
    API_POINTS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_BUDGET_SIZES.anonymousPerHour),
    /** Points one member may spend per hour, through their personal API tokens or signed in. */
    API_TOKEN_POINTS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_BUDGET_SIZES.memberPerHour),
    /** Filtered exports (startExport) one IP address may start per hour. */
    EXPORTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Exports that may wait at once, all instances together; past that startExport is refused until some are written. */
    EXPORT_QUEUE: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Pages rendered at the same time; more requests wait in line (rendering is processor work: about one per core). */
    RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(2),
    /** Page requests that may wait for a render; past that a reader is asked to come back in a few seconds (503). */
    RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(100),
    /** Connections to PostgreSQL each instance may open. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /** PostgreSQL stops a statement of the site that runs longer (db/statement-timeout.ts). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Stripe Checkout for donations; without both keys the built-in test provider runs (no money moves). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
    /** Set when a reverse proxy forwards the client's address (Express's "trust proxy"). */
    TRUST_PROXY: z.string().optional(),
    /** S3-compatible object storage for uploaded images; without it they are kept under DATA_DIR. */
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('auto'),
    /** The storage's API endpoint, for providers other than AWS (R2, MinIO …). */
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Where browsers fetch the stored objects (the bucket's public URL or a CDN in front of it). */
    S3_PUBLIC_URL: z.url().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    LOG_LEVEL,
    /** Lets a scraper read /metrics from anywhere with `Authorization: Bearer <token>`; without it only this machine may. */
    METRICS_TOKEN: z.string().min(16).optional(),
  })
  .superRefine((config, ctx) => {
    if (config.S3_BUCKET) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
        if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    }
    if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'is required when the other Stripe key is set',
      });
    }
    if (!config.FIREBASE_PROJECT_ID) return;
    for (const name of ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_SERVICE_ACCOUNT'] as const) {
      if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when FIREBASE_PROJECT_ID is set' });
    }
  });

export type Config = z.infer<typeof schema> & { publicUrl: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const result = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Daypedia cannot start, a setting is invalid:\n${lines.join('\n')}`);
  }
  const config = result.data;
  return { ...config, publicUrl: publicOrigin({ PUBLIC_URL: config.PUBLIC_URL, PORT: String(config.PORT) }) };
}

/**
 * Settings read before the whole configuration is: the logger's level (the logger exists from the
 * first import, so that an invalid setting can itself be logged; an invalid level means info) and
 * whether the migration engine's panics are logged as they happen.
 */
export function earlySettings(env: NodeJS.ProcessEnv = process.env) {
  return { logLevel: LOG_LEVEL.catch('info').parse(env.LOG_LEVEL || undefined), debugSchemaEngine: Boolean(env.DEBUG_SCHEMA_ENGINE) };
}
