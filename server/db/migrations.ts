/**
 * Applies the Prisma migrations in prisma/migrations with Prisma's own schema engine compiled
 * to WebAssembly, so migrating needs no native engine download. The `_prisma_migrations`
 * bookkeeping is Prisma's standard one: `prisma migrate deploy` works on the same database.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { SchemaEngine, type MigrationList } from '@prisma/schema-engine-wasm';
import { earlySettings } from '../config';
import { logger } from '../observability/logger';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(root, 'prisma/migrations');
export const SCHEMA_PATH = path.join(root, 'prisma/schema.prisma');
export const NO_FILTERS = { externalTables: [], externalEnums: [] };

export function readMigrations(dir = MIGRATIONS_DIR): MigrationList {
  const lockPath = path.join(dir, 'migration_lock.toml');
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: readFileSync(path.join(dir, name, 'migration.sql'), 'utf8') } },
    })),
  };
}

const PG_INTERNAL_CHAR = 18;
const PG_TEXT = 25;
const COLUMN_TYPE_CHARACTER = 6;

interface RawQueryable {
  performIO(query: object): Promise<{ fields: { dataTypeID: number }[] }>;
  queryRaw(query: object): Promise<{ columnTypes: number[] }>;
  executeScript(script: string): Promise<void>;
  client: { query(text: string): Promise<unknown> };
  onError(error: unknown): never;
}

/**
 * @prisma/adapter-pg 7.10 as the schema engine needs it:
 * - It has no column type for PostgreSQL's internal "char" (OID 18), which the catalogue
 *   queries of introspection return, and the engine reads such columns only as Character. The
 *   columns pass the adapter as text and are reported as Character.
 * - It runs a migration's script by cutting it at every semicolon, which cuts a function's body
 *   (a trigger's, say) apart. The script goes to PostgreSQL whole instead, as one simple query,
 *   which also makes it all or nothing.
 */
class MigratingPg extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    const queryable = adapter as unknown as RawQueryable;
    queryable.executeScript = async (script) => {
      try {
        await queryable.client.query(script);
      } catch (error) {
        queryable.onError(error);
      }
    };
    const performIO = queryable.performIO.bind(queryable);
    const queryRaw = queryable.queryRaw.bind(queryable);
    const charColumns = new WeakMap<object, number[]>();
    queryable.performIO = async (query) => {
      const result = await performIO(query);
      const indexes: number[] = [];
      result.fields.forEach((field, index) => {
        if (field.dataTypeID !== PG_INTERNAL_CHAR) return;
        field.dataTypeID = PG_TEXT;
        indexes.push(index);
      });
      if (indexes.length) charColumns.set(query, indexes);
      return result;
    };
    queryable.queryRaw = async (query) => {
      const result = await queryRaw(query);
      for (const index of charColumns.get(query) ?? []) result.columnTypes[index] = COLUMN_TYPE_CHARACTER;
      return result;
    };
    return adapter;
  }
}

/** Opens the engine; engine panics otherwise surface only as a TypeError about a missing global. */
export async function openSchemaEngine(databaseUrl: string): Promise<{ engine: SchemaEngine; close(): Promise<void> }> {
  let panic = '';
  (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message: string) {
      panic = message;
      if (earlySettings().debugSchemaEngine) logger.error({ panic: message }, 'The schema engine panicked');
    },
  };
  const adapter = bindMigrationAwareSqlAdapterFactory(new MigratingPg({ connectionString: databaseUrl, max: 2 }));
  const schema = readFileSync(SCHEMA_PATH, 'utf8');
  try {
    const engine = await SchemaEngine.new({ datamodels: [['schema.prisma', schema]] }, () => {}, adapter);
    return {
      engine,
      async close() {
        engine.free();
      },
    };
  } catch (error) {
    throw new Error(`The schema engine failed to start${panic ? `: ${panic}` : ''}`, { cause: error });
  }
}

export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(databaseUrl);
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: readMigrations(), filters: NO_FILTERS });
    return appliedMigrationNames;
  } finally {
    await close();
  }
}
