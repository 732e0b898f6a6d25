/**
 * The analyst questions as code to copy: curl in a shell (GET for queries, which caches; POST for
 * what starts work), Python with requests and pandas, and JavaScript with fetch, for a notebook or
 * a browser's console. Written from the questions themselves, so an example never drifts from its
 * query; a test runs them against a real server.
 */
import { isDaysAgo, isMutation, operationNameOf, type AnalystQuestion, type Operation, type VariableValue } from './questions';

/** One command of a curl example. */
export interface CurlStep {
  /** What the step does, written above it. */
  comment: string;
  /** The shell variables it reads that an earlier answer gives: name → where in that answer's `data`. */
  reads: Record<string, string[]>;
  /** Shell lines: what a moment is worked out as, then the request. */
  command: string;
}

/** A shell word that the shell takes as it is. */
function quoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The shell variable a GraphQL variable is kept in: since → SINCE. */
const shellName = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** The constant an operation's text is kept in: EventsPerMonth → EVENTS_PER_MONTH. */
const constantName = (operationName: string) => operationName.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toUpperCase();

/** The variables as the shell writes them: literal JSON in single quotes, or in double quotes around the shell variables it holds. */
function shellVariables(operation: Operation): string | null {
  const names = [...Object.keys(operation.variables), ...Object.keys(operation.from ?? {})];
  if (!names.length) return null;
  const dynamic = (name: string) => name in (operation.from ?? {}) || isDaysAgo(operation.variables[name]);
  if (!names.some(dynamic)) return quoted(`variables=${JSON.stringify(operation.variables)}`);
  const escape = (text: string) => text.replace(/[\\"$`]/g, '\\$&');
  const members = names.map((name) => {
    const key = escape(JSON.stringify(name));
    return dynamic(name) ? `${key}:\\"$${shellName(name)}\\"` : `${key}:${escape(JSON.stringify(operation.variables[name]))}`;
  });
  return `"variables={${members.join(',')}}"`;
}

export function curlSteps(question: AnalystQuestion, endpoint: string): CurlStep[] {
  return question.operations.map((operation, index) => {
    const lines: string[] = [];
    for (const [name, value] of Object.entries(operation.variables)) {
      if (isDaysAgo(value)) lines.push(`${shellName(name)}=$(date -u -d '${value.$daysAgo} days ago' +%Y-%m-%dT%H:%M:%SZ)`);
    }
    if (isMutation(operation.query)) {
      const body = JSON.stringify({ query: operation.query.replace(/\s+/g, ' '), variables: operation.variables });
      lines.push(`curl -s ${quoted(endpoint)} \\\n  -H 'Content-Type: application/json' \\\n  --data ${quoted(body)}`);
    } else {
      const variables = shellVariables(operation);
      lines.push(
        `curl -sG ${quoted(endpoint)} \\\n  -H 'Accept: application/json' \\\n  --data-urlencode ${quoted(`query=${operation.query}`)}${variables ? ` \\\n  --data-urlencode ${variables}` : ''}`,
      );
    }
    const reads = Object.fromEntries(Object.entries(operation.from ?? {}).map(([name, path]) => [shellName(name), path]));
    const taken = Object.entries(reads).map(([name, path]) => `${name} set to ${path.join('.')} from that answer`);
    const comment =
      index === 0
        ? question.question
        : `Then, with ${taken.join(' and ')}, ask${operation.until ? ` (again, a little later, until ${operation.until.join('.')} is set)` : ''}:`;
    return { comment, reads, command: lines.join('\n') };
  });
}

export function curlExample(question: AnalystQuestion, endpoint: string): string {
  const days = question.operations.flatMap((operation) =>
    Object.values(operation.variables)
      .filter(isDaysAgo)
      .map((value) => value.$daysAgo),
  );
  const macos = days.map((n) => `# (GNU date; on macOS: date -u -v-${n}d +%Y-%m-%dT%H:%M:%SZ)\n`).join('');
  const steps = curlSteps(question, endpoint).map((step) => `# ${step.comment}\n${step.command}`);
  return `${macos}${steps.join('\n\n')}\n`;
}

function pythonValue(value: VariableValue | undefined): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return JSON.stringify(value);
}

/** `data["entries"]["edges"]`, or its nodes for a connection's edges. */
function pythonRows(path: string[]): string {
  const at = `data${path.map((key) => `[${JSON.stringify(key)}]`).join('')}`;
  return path.at(-1) === 'edges' ? `[edge["node"] for edge in ${at}]` : at;
}

function pythonCall(operation: Operation, previous: string | null): string {
  const members = [
    ...Object.entries(operation.variables).map(([name, value]) => `${JSON.stringify(name)}: ${isDaysAgo(value) ? name : pythonValue(value)}`),
    ...Object.entries(operation.from ?? {}).map(
      ([name, path]) => `${JSON.stringify(name)}: ${previous}${path.map((key) => `[${JSON.stringify(key)}]`).join('')}`,
    ),
  ];
  const name = constantName(operationNameOf(operation.query));
  return members.length ? `ask(${name}, {${members.join(', ')}})` : `ask(${name})`;
}

export function pythonExample(question: AnalystQuestion, endpoint: string): string {
  const last = question.operations.at(-1)!;
  const moments = question.operations.flatMap((operation) => Object.entries(operation.variables).filter(([, value]) => isDaysAgo(value)));
  const imports = [
    ...(moments.length ? ['from datetime import datetime, timedelta, timezone'] : []),
    ...(last.until ? ['import time'] : []),
    ...(last.csvAt ? ['from urllib.parse import urljoin'] : []),
    '',
    'import pandas as pd',
    'import requests',
  ];
  const lines = [
    ...(moments.length || last.until || last.csvAt ? imports : imports.slice(1)),
    '',
    `ENDPOINT = ${JSON.stringify(endpoint)}`,
    '',
    '',
    'def ask(query, variables=None):',
    '    """Sends one GraphQL request and answers its data, or raises its first error."""',
    '    response = requests.post(ENDPOINT, json={"query": query, "variables": variables or {}}, timeout=60)',
    '    body = response.json()',
    '    if body.get("errors"):',
    '        raise RuntimeError(body["errors"][0]["message"])',
    '    response.raise_for_status()',
    '    return body["data"]',
    '',
    '',
  ];
  for (const operation of question.operations) lines.push(`${constantName(operationNameOf(operation.query))} = """`, operation.query, '"""', '');
  for (const [name, value] of moments) {
    if (isDaysAgo(value)) lines.push(`${name} = (datetime.now(timezone.utc) - timedelta(days=${value.$daysAgo})).strftime("%Y-%m-%dT%H:%M:%SZ")`);
  }
  if (question.operations.length === 1) lines.push(`data = ${pythonCall(last, null)}`);
  else {
    lines.push(`first = ${pythonCall(question.operations[0], null)}`);
    if (last.until) {
      lines.push(
        'while True:',
        `    data = ${pythonCall(last, 'first')}`,
        `    if data${last.until.map((key) => `[${JSON.stringify(key)}]`).join('')}:`,
        '        break',
        '    time.sleep(2)',
      );
    } else lines.push(`data = ${pythonCall(last, 'first')}`);
  }
  if (last.csvAt) lines.push(`table = pd.read_csv(urljoin(ENDPOINT, data${last.csvAt.map((key) => `[${JSON.stringify(key)}]`).join('')}))`);
  else lines.push(`table = pd.json_normalize(${pythonRows(last.rows)})`);
  if (question.sortBy) lines.push(`table = table.sort_values(${JSON.stringify(question.sortBy)}, ascending=False)`);
  lines.push('print(table.to_string(max_colwidth=60))');
  return `${lines.join('\n')}\n`;
}

/** `data.entries.edges`, or its nodes for a connection's edges. */
function javascriptRows(path: string[]): string {
  const at = `data.${path.join('.')}`;
  return path.at(-1) === 'edges' ? `${at}.map((edge) => edge.node)` : at;
}

function javascriptCall(operation: Operation, previous: string | null): string {
  const members = [
    ...Object.entries(operation.variables).map(([name, value]) => (isDaysAgo(value) ? name : `${name}: ${JSON.stringify(value).replaceAll('"', "'")}`)),
    ...Object.entries(operation.from ?? {}).map(([name, path]) => `${name}: ${previous}.${path.join('.')}`),
  ];
  const name = constantName(operationNameOf(operation.query));
  return members.length ? `await ask(${name}, { ${members.join(', ')} })` : `await ask(${name})`;
}

export function javascriptExample(question: AnalystQuestion, endpoint: string): string {
  const last = question.operations.at(-1)!;
  const lines = [
    `const ENDPOINT = '${endpoint}';`,
    '',
    '/** Sends one GraphQL request and answers its data, or throws its first error. */',
    'async function ask(query, variables = {}) {',
    '  const response = await fetch(ENDPOINT, {',
    "    method: 'POST',",
    "    headers: { 'Content-Type': 'application/json' },",
    '    body: JSON.stringify({ query, variables }),',
    '  });',
    '  const { data, errors } = await response.json();',
    '  if (errors?.length) throw new Error(errors[0].message);',
    '  return data;',
    '}',
    '',
  ];
  for (const operation of question.operations) {
    if (operation.query.includes('`') || operation.query.includes('${')) throw new Error('A query an example quotes holds ` or ${');
    lines.push(`const ${constantName(operationNameOf(operation.query))} = \`\n${operation.query}\n\`;`, '');
  }
  for (const operation of question.operations) {
    for (const [name, value] of Object.entries(operation.variables)) {
      if (isDaysAgo(value)) lines.push(`const ${name} = new Date(Date.now() - ${value.$daysAgo} * 24 * 60 * 60 * 1000).toISOString();`);
    }
  }
  if (question.operations.length === 1) lines.push(`const data = ${javascriptCall(last, null)};`);
  else {
    lines.push(`const first = ${javascriptCall(question.operations[0], null)};`);
    if (last.until) {
      lines.push(
        'let data;',
        'for (;;) {',
        `  data = ${javascriptCall(last, 'first')};`,
        `  if (data.${last.until.join('.')}) break;`,
        '  await new Promise((resolve) => setTimeout(resolve, 2000));',
        '}',
      );
    } else lines.push(`const data = ${javascriptCall(last, 'first')};`);
  }
  if (last.csvAt) {
    const url = `data.${last.csvAt.join('.')}`;
    lines.push(
      `const file = await fetch(new URL(${url}, ENDPOINT));`,
      `const body = ${url}.endsWith('.gz') ? file.body.pipeThrough(new DecompressionStream('gzip')) : file.body;`,
      'const csv = await new Response(body).text();',
      "console.log(csv.split('\\n').slice(0, 10).join('\\n'));",
    );
  } else {
    lines.push(`const rows = ${javascriptRows(last.rows)};`);
    if (question.sortBy) lines.push(`rows.sort((a, b) => b.${question.sortBy} - a.${question.sortBy});`);
    lines.push('console.table(rows);');
  }
  return `${lines.join('\n')}\n`;
}
