/**
 * docker-compose.yml and the soak run the same nginx site (deploy/daypedia.conf.template) in
 * front of two instances configured alike. Docker is not needed: the compose file is read as
 * YAML, and the site is checked by nginx itself where nginx is installed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratchDirectory } from '../../server/db/embedded-postgres';
import { readConfig } from '../../server/config';
import { NGINX, nginxConfig, nginxInstalled } from '../nginx';
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
