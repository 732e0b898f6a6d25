/**
 * Debian's nginx started by a script, not as a service: everything it writes (pid, error log,
 * temporary files) stays in a folder of the script's, and it stops with the script.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from './http-request.ts';
import { sleep } from './timing.ts';

export const NGINX = '/usr/sbin/nginx';

export function nginxInstalled(): boolean {
  return existsSync(NGINX);
}

/** Debian's brotli_static module for nginx (package libnginx-mod-http-brotli-static). */
export const NGINX_BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Whether nginx was built with a module of its own, e.g. "http_gzip_static" (`nginx -V` lists `--with-http_gzip_static_module`). */
export function nginxBuiltWith(module: string): boolean {
  const configure = spawnSync(NGINX, ['-V'], { encoding: 'utf8' }).stderr;
  return configure.split(/\s+/).includes(`--with-${module}_module`);
}

/** A string as a directive's argument: in double quotes, with quotes and backslashes escaped. nginx reads "$" as a variable's start: keep such values out. */
export function nginxString(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** Writes `config` to prefix/nginx.conf and has nginx check it: its complaint, or null when it accepts it. */
export function checkNginxConfig(prefix: string, config: string): string | null {
  mkdirSync(prefix, { recursive: true, mode: 0o755 });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, config);
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf], { encoding: 'utf8' });
  return check.status === 0 ? null : check.stderr.trim() || `nginx -t exited with ${check.status}`;
}

/** A whole nginx.conf around `http`, the body of its http block, with every file it writes under `prefix`. */
export function nginxConfig(prefix: string, http: string): string {
  return `worker_processes ${os.cpus().length};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http}
}
`;
}

export interface RunningNginx {
  /** e.g. "nginx/1.22.1" */
  version: string;
  stop(): Promise<void>;
}

/** Writes `config` to prefix/nginx.conf, checks it, starts nginx and waits until `readyUrl` answers 200. */
export async function startNginx({ prefix, config, readyUrl }: { prefix: string; config: string; readyUrl: string }): Promise<RunningNginx> {
  const conf = path.join(prefix, 'nginx.conf');
  const errorLog = path.join(prefix, 'error.log');
  const rejected = checkNginxConfig(prefix, config);
  if (rejected !== null) throw new Error(`nginx rejected its configuration:\n${rejected}`);

  const child = spawn(NGINX, ['-p', prefix, '-e', errorLog, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT'); // graceful: the workers finish their requests and exit
    const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) child.kill('SIGKILL');
  };

  for (let i = 0; ; i++) {
    try {
      if ((await request(readyUrl)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start (see ${errorLog})`);
    }
    await sleep(100);
  }
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '');
  return { version, stop };
}
