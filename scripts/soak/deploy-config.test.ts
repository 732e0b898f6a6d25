/**
 * docker-compose.yml and the soak run the same nginx site (deploy/daypedia.conf.template) in
 * front of two instances configured alike. Docker is not needed: the compose file is read as
 * YAML, and the site is checked by nginx itself where nginx is installed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratchDirectory } from '../../server/db/embedded-postgres';
import { readConfig } from '../../server/config';
import { freePorts } from '../free-ports';
import { request } from '../http-request';
import { NGINX, nginxConfig, nginxInstalled, startNginx } from '../nginx';
import { NGINX_TEMPLATE, renderNginxSite } from './nginx-site';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Service {
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const placeholders = [...readFileSync(NGINX_TEMPLATE, 'utf8').matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1]);

/** What an instance's environment means once the compose file's ${VAR:-default} are filled in with nothing set. */
function settingsOf(service: Service) {
  const env = Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]),
  );
  return { env, config: readConfig(env) };
}

describe('docker-compose.yml', () => {
  const apps = ['app-1', 'app-2'].map((name) => compose.services[name]);

  it('runs two instances that the server accepts, sharing the proof-of-work secret and trusting the one proxy in front', () => {
    const [first, second] = apps.map(settingsOf);
    expect(first.config.PROOF_OF_WORK_SECRET).toBeDefined();
    expect(second.config.PROOF_OF_WORK_SECRET).toBe(first.config.PROOF_OF_WORK_SECRET);
    for (const { config } of [first, second]) {
      expect(config.TRUST_PROXY).toBe('1');
      expect(config.DATABASE_URL).toBe(first.config.DATABASE_URL);
      // LISTEN goes straight to the PostgreSQL service, never through a pooler.
      expect(new URL(config.DATABASE_LISTEN_URL!).host).toBe('db:5432');
      expect(config.FIREBASE_PROJECT_ID).toBeUndefined();
    }
    // Only the first loads the demo content, so the two do not insert it at once.
    expect([first.config.SEED_DEMO_CONTENT, second.config.SEED_DEMO_CONTENT]).toEqual(['true', 'false']);
    expect(apps[1].depends_on).toEqual({ 'app-1': { condition: 'service_healthy' } });
  });

  it('shares uploaded pictures between the instances', () => {
    for (const app of apps) expect(app.volumes).toContain(`images:${settingsOf(app).config.DATA_DIR}/images`);
  });

  it('puts nginx in front with the template the soak uses, every placeholder filled with an instance', () => {
    const nginx = compose.services.nginx;
    expect(nginx.volumes).toContain('./deploy/daypedia.conf.template:/etc/nginx/templates/default.conf.template:ro');
    expect(Object.keys(nginx.environment ?? {}).sort()).toEqual([...new Set(placeholders)].sort());
    const upstreams = [nginx.environment!.DAYPEDIA_INSTANCE_1, nginx.environment!.DAYPEDIA_INSTANCE_2];
    expect(upstreams).toEqual(apps.map((app, i) => `app-${i + 1}:${settingsOf(app).config.PORT}`));
    expect(Object.keys(nginx.depends_on ?? {}).sort()).toEqual(['app-1', 'app-2']);
  });
});

describe('the nginx site', () => {
  it.skipIf(!nginxInstalled())('is accepted by nginx once filled in', () => {
    const prefix = scratchDirectory('daypedia-nginx-check-');
    try {
      const conf = path.join(prefix, 'nginx.conf');
      const site = renderNginxSite({ listen: '127.0.0.1:8080', instances: ['127.0.0.1:3001', '127.0.0.1:3002'] });
      expect(site).not.toContain('${');
      writeFileSync(conf, nginxConfig(prefix, site));
      const check = spawnSync(NGINX, ['-t', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf], { encoding: 'utf8' });
      expect(check.stderr).toContain('syntax is ok');
      expect(check.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!nginxInstalled())('nginx in front of the instances', () => {
  /** Requests from one visitor address, all sent at once. */
  const burst = (url: string, address: string, count: number, init: { body?: string; headers?: Record<string, string> } = {}) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: count, localAddress: address });
    return Promise.all(Array.from({ length: count }, () => request(url, { agent, ...init }))).finally(() => agent.destroy());
  };

  it('refuses an address that sends too much at once, in the reader’s language, and still serves the others', async () => {
    // Two "instances" that answer at once: what is measured is nginx's own refusal.
    const upstream = http.createServer((req, res) => req.resume().on('end', () => res.end('answered by an instance')));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const instance = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const prefix = scratchDirectory('daypedia-nginx-limits-');
    const port = await freePorts();
    const site = renderNginxSite({ listen: `127.0.0.1:${port}`, instances: [instance, instance] });
    const nginx = await startNginx({ prefix, config: nginxConfig(prefix, site), readyUrl: `http://127.0.0.1:${port}/` });
    try {
      const base = `http://127.0.0.1:${port}`;
      const pages = await burst(`${base}/ja/sangatsu-14`, '127.0.9.1', 80);
      const refused = pages.filter((page) => page.status === 429);
      // 20 at once and 20 spaced out; of the other 40 only those the rate lets through while the burst
      // is sent (one every 50 ms) pass.
      expect(pages.filter((page) => page.status === 200).length).toBeGreaterThanOrEqual(40);
      expect(refused.length).toBeGreaterThanOrEqual(30);
      expect(pages.every((page) => page.status === 200 || page.status === 429)).toBe(true);
      expect(refused[0].headers['retry-after']).toBe('1');
      expect(refused[0].body.toString()).toContain('<html lang="ja">');
      expect(refused[0].body.toString()).toContain('しばらく待ってから');

      const queries = await burst(`${base}/graphql`, '127.0.9.2', 80, { body: '{"query":"{ __typename }"}', headers: { 'content-type': 'application/json' } });
      const refusedQuery = queries.find((query) => query.status === 429)!;
      expect(JSON.parse(refusedQuery.body.toString())).toEqual({
        errors: [{ message: expect.stringContaining('Too many requests'), extensions: { code: 'RATE_LIMITED' } }],
      });

      // Another visitor is served while the first is refused.
      const [other] = await Promise.all([
        request(`${base}/de/14-maerz`, { agent: new http.Agent({ localAddress: '127.0.9.3' }) }),
        burst(`${base}/`, '127.0.9.1', 60),
      ]);
      expect(other.status).toBe(200);
    } finally {
      await nginx.stop();
      upstream.close();
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
