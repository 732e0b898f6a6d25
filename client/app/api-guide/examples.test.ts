/**
 * The API guide's examples do what they say against a real server: each curl command is run in a
 * shell, each JavaScript example is evaluated with the runtime's own fetch, and each Python example
 * runs in python3 with requests and pandas. Each prints the answer of its question, the same rows
 * as the question's query sent directly.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../server/seed/index';
import { startTestApp, type TestApp } from '../../../tests/setup/app';
import { aMember, anEntry, aRevision } from '../../../tests/setup/factories';
import { DEFAULT_BUDGET_SIZES } from '../../../server/api/budgets';
import { API_BUDGET } from './api-facts';
import { curlSteps, javascriptExample, pythonExample } from './examples';
import { ANALYST_QUESTIONS, isDaysAgo, valueAt, variablesAt, type AnalystQuestion } from './questions';

const run = promisify(execFile);
const EXAMPLES_BUDGET = 1_000_000;

let app: TestApp;
let endpoint: string;
let scratch: string;

beforeAll(async () => {
  // Every example of the guide runs from one address: more than a visitor's hour of points.
  app = await startTestApp('api-examples', { API_POINTS_PER_HOUR: String(EXAMPLES_BUDGET) }, { members: false });
  endpoint = `${app.base}/graphql`;
  expect(await seedDemoContent(app.testbed.t.db)).toBeGreaterThan(50);
  // Something on today's date in Tokyo, for the example that reads it.
  const [month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', month: '2-digit', day: '2-digit' }).format(new Date()).split('-').map(Number);
  await anEntry(app.testbed.t.db, { kind: 'EVENT', year: 2001, month, day, articles: [{ locale: 'ja', title: '今日の東京の出来事' }] });
  // Someone the persons question finds is in the demo: Marcel Proust, born 10 July 1871, died 18 November 1922.
  await app.testbed.t.db.article.findFirstOrThrow({ where: { locale: 'en', slug: 'marcel-proust', entry: { birthYear: 1871, deathMonth: 11 } } });
  // A member whose approved revision shaped the article the last question asks about.
  const meiji = await app.testbed.t.db.article.findFirstOrThrow({ where: { locale: 'en', slug: 'promulgation-of-the-meiji-constitution' } });
  await aRevision(app.testbed.t.db, { article: meiji, author: await aMember(app.testbed.t.db, { displayName: 'Aiko Writer' }), status: 'APPROVED' });
  scratch = mkdtempSync(path.join(tmpdir(), 'daypedia-api-examples-'));
}, 180_000);

afterAll(async () => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  await app?.close();
});

/** A python3 that has requests and pandas, as Debian's python3-requests and python3-pandas give it; null when there is none. */
const python = ['python3', '/usr/bin/python3'].find((candidate) => {
  try {
    execFileSync(candidate, ['-c', 'import requests, pandas'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

/** Questions whose variables do not move with the clock answer the same rows to every example. */
const steady = (question: AnalystQuestion) => question.operations.every((operation) => !Object.values(operation.variables).some(isDaysAgo));

/** The rows a question's answer is read as, asked directly: a connection's nodes, or the list itself. */
async function rowsAskedDirectly(question: AnalystQuestion): Promise<unknown> {
  const operation = question.operations[0];
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: operation.query, variables: variablesAt(operation, new Date()) }),
  });
  const { data, errors } = (await response.json()) as { data?: unknown; errors?: unknown[] };
  expect(errors).toBeUndefined();
  const rows = valueAt(data, operation.rows);
  return operation.rows.at(-1) === 'edges' ? (rows as { node: unknown }[]).map((edge) => edge.node) : rows;
}

describe('the API guide’s curl examples, run in a shell', () => {
  it.each(ANALYST_QUESTIONS.map((question) => [question.id, question] as const))('%s', async (_id, question) => {
    const steps = curlSteps(question, endpoint);
    const answerOf = async (command: string, env: Record<string, string>) => {
      const { stdout } = await run('bash', ['-c', command], { env: { ...process.env, ...env } });
      const answer = JSON.parse(stdout) as { data?: unknown; errors?: unknown[] };
      expect(answer.errors, stdout).toBeUndefined();
      return answer.data;
    };
    let data = await answerOf(steps[0].command, {});
    const second = steps[1];
    if (second) {
      const env = Object.fromEntries(Object.entries(second.reads).map(([name, at]) => [name, String(valueAt(data, at))]));
      const until = question.operations[1]!.until;
      for (let attempt = 0; attempt < 60; attempt++) {
        data = await answerOf(second.command, env);
        if (!until || valueAt(data, until)) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const last = question.operations.at(-1)!;
    expect(valueAt(data, last.until ?? last.rows)).toBeTruthy();
    if (steady(question) && question.operations.length === 1) {
      const rows = valueAt(data, last.rows);
      const asked = await rowsAskedDirectly(question);
      expect(last.rows.at(-1) === 'edges' ? (rows as { node: unknown }[]).map((edge) => edge.node) : rows).toEqual(asked);
    }
  });
});

describe('the API guide’s JavaScript examples, evaluated', () => {
  it.each(ANALYST_QUESTIONS.map((question) => [question.id, question] as const))('%s', async (_id, question) => {
    const printed: { table: unknown[]; log: unknown[] } = { table: [], log: [] };
    const console = { table: (rows: unknown) => printed.table.push(rows), log: (text: unknown) => printed.log.push(text) };
    const AsyncFunction = (Object.getPrototypeOf(async () => {}) as { constructor: new (...args: string[]) => (console: unknown) => Promise<void> })
      .constructor;
    await new AsyncFunction('console', javascriptExample(question, endpoint))(console);
    if (question.operations.at(-1)!.csvAt) {
      expect(printed.log).toHaveLength(1);
      expect(String(printed.log[0]).split('\n').length).toBeGreaterThan(1);
      return;
    }
    expect(printed.table).toHaveLength(1);
    expect(Array.isArray(printed.table[0])).toBe(true);
    if (steady(question)) {
      const asked = await rowsAskedDirectly(question);
      const rows = printed.table[0] as Record<string, number>[];
      if (question.sortBy) {
        const by = question.sortBy;
        expect(rows.map((row) => row[by])).toEqual([...rows.map((row) => row[by])].sort((a, b) => b - a));
        expect(new Set(rows)).toEqual(new Set(asked as unknown[]));
      } else expect(rows).toEqual(asked);
    }
  });
});

describe('the API guide’s Python examples, run with requests and pandas', () => {
  it.skipIf(!python).each(ANALYST_QUESTIONS.map((question) => [question.id, question] as const))(
    '%s (in python3 with requests and pandas: Debian’s python3-requests and python3-pandas)',
    async (id, question) => {
      const file = path.join(scratch, `${id}.py`);
      writeFileSync(file, pythonExample(question, endpoint));
      const { stdout } = await run(python!, [file], { timeout: 60_000 });
      if (question.operations.at(-1)!.csvAt) {
        expect(stdout.trim().split('\n').length).toBeGreaterThan(1);
        return;
      }
      const asked = (await rowsAskedDirectly(question)) as Record<string, unknown>[];
      // pandas prints a table headed by the rows' columns (a nested object's as "parent.child").
      expect(asked.length).toBeGreaterThan(0);
      for (const column of Object.keys(asked[0])) expect(stdout).toContain(column);
    },
  );
});

describe('what the guide says of the service', () => {
  it('states the hourly budgets the server gives by default, and the server reports the one it keeps', async () => {
    expect(API_BUDGET).toEqual({ anonymousPointsPerHour: DEFAULT_BUDGET_SIZES.anonymousPerHour, tokenPointsPerHour: DEFAULT_BUDGET_SIZES.memberPerHour });
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ rateLimit { limit } }' }),
    });
    const { data } = (await response.json()) as { data?: { rateLimit: { limit: number } } };
    expect(data?.rateLimit.limit).toBe(EXAMPLES_BUDGET);
  });
});
