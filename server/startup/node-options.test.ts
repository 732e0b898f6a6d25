import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_BUNDLE, SERVER_NODE_OPTIONS } from './node-options';

it('npm start runs the server with the options tests and benchmarks measure it with', () => {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.start).toContain(`node ${SERVER_NODE_OPTIONS.join(' ')} ${SERVER_BUNDLE}`);
});

it('the containers of docker-compose.yml run it with them too', () => {
  const compose = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
  expect(compose).toContain(`'${SERVER_BUNDLE}'`);
  for (const option of SERVER_NODE_OPTIONS) expect(compose).toContain(`'${option}'`);
});
